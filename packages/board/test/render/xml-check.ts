/**
 * A tiny, strict well-formedness checker for the SVG strings the renderer produces (no
 * dependencies). It accepts elements, quoted attributes, text and character/entity references; it
 * rejects unbalanced or crossed tags, duplicate or unquoted attributes, stray '<' or '&', and
 * anything outside a single root element. Returns a list of problems (empty = well-formed).
 */
export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const NAME = /^[A-Za-z_][\w.:-]*$/;
const REF = /&(?:amp|lt|gt|quot|apos|#[0-9]+|#x[0-9a-fA-F]+);/g;

function checkRefs(s: string, where: string, problems: string[]): void {
  if (s.replace(REF, '').includes('&')) problems.push(`bare '&' in ${where}: ${s.slice(0, 60)}`);
}

export function parseXml(src: string): { problems: string[]; root: XmlElement | null } {
  const problems: string[] = [];
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  let i = 0;
  while (i < src.length) {
    const lt = src.indexOf('<', i);
    const text = src.slice(i, lt < 0 ? src.length : lt);
    if (text.length > 0) {
      if (stack.length === 0) {
        if (text.trim() !== '') problems.push(`text outside the root: ${text.slice(0, 40)}`);
      } else {
        checkRefs(text, 'text', problems);
        if (text.includes('>')) problems.push(`stray '>' in text`);
        stack[stack.length - 1]!.text += text;
      }
    }
    if (lt < 0) break;
    const gt = src.indexOf('>', lt);
    if (gt < 0) {
      problems.push(`unterminated tag at ${lt}`);
      break;
    }
    const tag = src.slice(lt + 1, gt);
    i = gt + 1;
    if (tag.startsWith('?')) continue; // declaration
    if (tag.startsWith('!--')) {
      if (!tag.endsWith('--')) problems.push('bad comment');
      continue;
    }
    if (tag.startsWith('/')) {
      const name = tag.slice(1).trim();
      const open = stack.pop();
      if (!open) problems.push(`close </${name}> without open`);
      else if (open.name !== name) problems.push(`<${open.name}> closed by </${name}>`);
      continue;
    }
    if (tag.includes('<')) problems.push(`'<' inside a tag: ${tag.slice(0, 40)}`);
    const selfClosing = tag.endsWith('/');
    const body = selfClosing ? tag.slice(0, -1) : tag;
    const m = /^([^\s/]+)([\s\S]*)$/.exec(body);
    if (!m || !NAME.test(m[1]!)) {
      problems.push(`bad tag name in <${tag.slice(0, 30)}>`);
      continue;
    }
    const el: XmlElement = { name: m[1]!, attrs: {}, children: [], text: '' };
    let rest = m[2]!;
    const attr = /^\s+([A-Za-z_:][\w.:-]*)="([^"]*)"/;
    while (rest.trim() !== '') {
      const a = attr.exec(rest);
      if (!a) {
        problems.push(`bad attribute syntax in <${el.name}>: ${rest.slice(0, 40)}`);
        break;
      }
      if (a[1]! in el.attrs) problems.push(`duplicate attribute ${a[1]} on <${el.name}>`);
      if (a[2]!.includes('<')) problems.push(`'<' in attribute ${a[1]}`);
      checkRefs(a[2]!, `attribute ${a[1]}`, problems);
      el.attrs[a[1]!] = a[2]!;
      rest = rest.slice(a[0].length);
    }
    if (stack.length === 0) {
      if (root) problems.push('more than one root element');
      root = el;
    } else stack[stack.length - 1]!.children.push(el);
    if (!selfClosing) stack.push(el);
  }
  if (stack.length > 0) problems.push(`unclosed: ${stack.map((e) => e.name).join(' > ')}`);
  if (!root) problems.push('no root element');
  return { problems, root };
}

/** All elements of the tree, depth first. */
export function walk(el: XmlElement | null): XmlElement[] {
  if (!el) return [];
  return [el, ...el.children.flatMap(walk)];
}
