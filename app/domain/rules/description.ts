// Spec §3: description texts may contain the placeholders `cityName` and `exShowroomPrice`,
// replaced by the city and "Rs {price}".

export function fillDescription(text: string, city: string, price: number): string {
  return text.replaceAll("cityName", city).replaceAll("exShowroomPrice", `Rs ${price}`);
}
