// SAMPLE DATA (illustrative, not current prices): brands sold in India and an illustrative
// popularity score (higher = more popular; the home page shows the most popular ones).
// Names are plain ASCII because they become URL segments.

export const BRANDS: readonly (readonly [brandName: string, popularity: number])[] = [
  ["Mahindra", 98],
  ["Piaggio", 95],
  ["Ola", 93],
  ["Ather", 92],
  ["TVS", 90],
  ["Bajaj", 89],
  ["Hero Electric", 85],
  ["Vida", 80],
  ["YC Electric", 78],
  ["Mayuri", 76],
  ["Lohia", 74],
  ["Kinetic Green", 72],
  ["Atul", 70],
  ["Okinawa", 68],
  ["Ampere", 66],
  ["Euler", 64],
  ["Altigreen", 60],
  ["Omega Seiki", 58],
  ["Mini Metro", 55],
  ["Speego", 52],
  ["Tata", 50],
  ["NRJ", 48],
  ["EMotorad", 46],
  ["Jezza", 45],
  ["Revolt", 44],
  ["Hero Lectro", 42],
  ["Tork", 40],
  ["Simple Energy", 38],
  ["Oben", 36],
  ["Terra Motors", 34],
  ["Udaan", 30],
  ["Maini", 28],
];

export const BRAND_NAMES = BRANDS.map(([b]) => b);
