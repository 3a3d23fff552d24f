// The part of subset-font (HarfBuzz's subsetter, compiled to WebAssembly) the build calls (vite.config.ts).
declare module 'subset-font' {
  type Axis = number | { min: number; max: number; default?: number };
  interface SubsetOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
    variationAxes?: Record<string, Axis>;
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetOptions): Promise<Buffer>;
}
