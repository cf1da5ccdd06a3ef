// The MathML Core elements the app renders (React 19 creates them in the MathML namespace, but
// @types/react does not list them).
import 'react';

interface MathMLProps {
  children?: import('react').ReactNode;
  className?: string;
  display?: 'block' | 'inline';
  dir?: 'ltr' | 'rtl';
  'aria-label'?: string;
  'aria-hidden'?: boolean;
  'data-testid'?: string;
  accent?: 'true' | 'false';
  key?: import('react').Key;
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      math: MathMLProps;
      mrow: MathMLProps;
      mfrac: MathMLProps;
      mn: MathMLProps;
      mo: MathMLProps;
      mover: MathMLProps;
    }
  }
}
