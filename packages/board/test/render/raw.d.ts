/** Vite's `?raw` imports (the file's text), used by the no-DOM source check. */
declare module '*?raw' {
  const text: string;
  export default text;
}
