// SAMPLE DATA (illustrative): manufacturer profiles for brands of the catalogue. Company names
// are those behind the brands; every number (CIN, GSTIN, turnover, staff) and every profile text
// is invented for the sample and is not the company's real registration or data.

/** [traderName, cityName (in the city table), brands, foundationYear, employeeCount, activate] */
export const MANUFACTURERS: readonly (readonly [string, string, readonly string[], string, string, "1" | "0"])[] = [
  ["Mahindra Last Mile Mobility Ltd", "Mumbai", ["Mahindra"], "2023", "1000+", "1"],
  ["Piaggio Vehicles Pvt Ltd", "Pune", ["Piaggio"], "1999", "1000+", "1"],
  ["Lohia Auto Industries", "Noida", ["Lohia"], "2008", "200-500", "1"],
  ["Saera Electric Auto Pvt Ltd", "Delhi", ["Mayuri"], "2011", "500-1000", "1"],
  ["YC Electric Vehicle", "Delhi", ["YC Electric"], "2013", "200-500", "1"],
  ["Kinetic Green Energy and Power Solutions Ltd", "Pune", ["Kinetic Green"], "2016", "500-1000", "1"],
  ["Atul Auto Ltd", "Ahmedabad", ["Atul"], "1986", "1000+", "1"],
  ["Euler Motors Pvt Ltd", "Delhi", ["Euler"], "2018", "200-500", "1"],
  ["Altigreen Propulsion Labs Pvt Ltd", "Bengaluru", ["Altigreen"], "2013", "200-500", "0"],
  ["Omega Seiki Pvt Ltd", "Delhi", ["Omega Seiki"], "2017", "200-500", "1"],
  ["Hero Electric Vehicles Pvt Ltd", "Delhi", ["Hero Electric"], "2007", "500-1000", "0"],
  ["Okinawa Autotech Pvt Ltd", "Gurgaon", ["Okinawa"], "2015", "500-1000", "1"],
  ["Speego Vehicles Co Pvt Ltd", "Delhi", ["Speego"], "2016", "50-200", "1"],
  ["Mini Metro EV LLP", "Delhi", ["Mini Metro"], "2014", "50-200", "1"],
];
