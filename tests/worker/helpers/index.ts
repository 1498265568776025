// The helpers of the workerd tests, one import for every test file: requests to the Worker under
// test, reading the pages it renders, counting and breaking origin calls in either origin mode,
// the logs a test expects, leads and queues, the operator console's browser, and a fixed clock.

export * from "./clock";
export * from "./console";
export * from "./leads";
export * from "./logs";
export * from "./origin";
export * from "./pages";
export * from "./requests";
export * from "./rows-read";
