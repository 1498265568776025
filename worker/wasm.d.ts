// A .wasm import is a compiled WebAssembly module in the Workers runtime (the Vite plugin's and
// the test pool's CompiledWasm rule).
declare module "*.wasm" {
  const module: WebAssembly.Module;
  export default module;
}
