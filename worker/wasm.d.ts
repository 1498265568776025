// A .wasm?module import is a compiled WebAssembly module in the Workers runtime (the Vite plugin's
// and the test pool's CompiledWasm rule). The suffix keeps TypeScript from reading the
// declarations wasm-bindgen ships beside some of these files.
declare module "*.wasm?module" {
  const module: WebAssembly.Module;
  export default module;
}

// A .bin import is its bytes (the Vite plugin's and the test pool's Data rule): the invoice PDF's fonts.
declare module "*.bin" {
  const bytes: ArrayBuffer;
  export default bytes;
}
