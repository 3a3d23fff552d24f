// React DOM builds five errors as its module runs (SuspenseException and its kin): markers it throws and catches
// by identity, never shown to anyone. Where DevTools' Runtime domain is on (Lighthouse measuring, DevTools open),
// V8 records a detailed stack for every error built, and for that re-parses each function on the stack to find
// its source positions, here React DOM's whole module: the app's first task took 19–30 ms instead of 4–9 ms on
// this machine (in Lighthouse's own runs it showed in 1 of 6, ~270 ms at ×12). Built with Error's prototype and
// message but without a stack, the same markers cost nothing, with or without DevTools. Browsers without
// DevTools never paid it.
import type { Plugin } from 'vite';

const reactDomClient = /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;
/** `SuspenseException = Error(formatProdErrorMessage(460))`: a marker declared once, at the module's top. */
const markerDeclaration = /\b(\w+Exception = )Error\((formatProdErrorMessage\(\d+\))\)/g;
/** The markers React DOM 19.3 declares; a different count means React changed them and this needs a look. */
export const reactDomMarkers = 5;

const helper = 'sazonStacklessError';
// Appended (a declaration is hoisted), so the lines and columns of React DOM's own code stay where they were.
const helperCode = `\nfunction ${helper}(message) { var error = Object.create(Error.prototype); error.message = message; return error; }\n`;

/** React DOM's client module with its markers built without a stack, and how many it had. */
export function withStacklessMarkers(code: string): { code: string; markers: number } {
  let markers = 0;
  const rewritten = code.replace(markerDeclaration, (_whole, declared: string, message: string) => {
    markers += 1;
    return `${declared}${helper}(${message})`;
  });
  return { code: rewritten + helperCode, markers };
}

/** The build's React DOM, its markers built without a stack; the build fails if React DOM's markers change. */
export function stacklessReactErrors(): Plugin {
  return {
    name: 'sazon-stackless-react-errors',
    apply: 'build',
    transform(code, id) {
      if (!reactDomClient.test(id)) return null;
      const { code: rewritten, markers } = withStacklessMarkers(code);
      if (markers !== reactDomMarkers) {
        this.error(`React DOM declares ${markers} marker errors, not ${reactDomMarkers}: review scripts/stackless-react-errors.ts`);
      }
      return { code: rewritten, map: null };
    },
  };
}
