/** The components MDX content may use without importing them. */
import Diagram from '../components/Diagram.astro';
import Compare from '../components/Compare.astro';
import Row from '../components/Row.astro';
import Callout from '../components/Callout.astro';
import RulesLab from '../components/RulesLab.astro';

export const mdxComponents = { Diagram, Compare, Row, Callout, RulesLab };
