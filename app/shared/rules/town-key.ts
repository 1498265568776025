/** One town however it is spaced or cased ("Rae Bareli", "RaeBareli", "rae-bareli"). */
export const townKey = (name: string) => name.toLowerCase().replace(/[\s-]+/g, "");
