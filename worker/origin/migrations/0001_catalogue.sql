-- The embedded catalogue origin (spec section 3). Lists are stored as JSON text.

CREATE TABLE brand (
  brandName TEXT PRIMARY KEY,
  popularity INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE vehicle_type (
  typeName TEXT PRIMARY KEY,
  categoryName TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE product (
  brandName TEXT NOT NULL,
  name TEXT NOT NULL,
  categoryName TEXT NOT NULL,
  typeName TEXT NOT NULL,
  cityName TEXT NOT NULL DEFAULT '',
  price INTEGER NOT NULL DEFAULT 0,
  mileage TEXT NOT NULL DEFAULT '',
  pricePerKm TEXT NOT NULL DEFAULT '',
  speed TEXT NOT NULL DEFAULT '',
  variantName TEXT NOT NULL DEFAULT '',
  vehicleCategory TEXT NOT NULL DEFAULT '',
  gvw TEXT NOT NULL DEFAULT '',
  vehicleWeight TEXT NOT NULL DEFAULT '',
  seatCapacity TEXT NOT NULL DEFAULT '',
  loadCapacity TEXT NOT NULL DEFAULT '',
  warranty TEXT NOT NULL DEFAULT '',
  speedMeter TEXT NOT NULL DEFAULT '',
  motorType TEXT NOT NULL DEFAULT '',
  motorPower TEXT NOT NULL DEFAULT '',
  motorInputVoltage TEXT NOT NULL DEFAULT '',
  peakPower TEXT NOT NULL DEFAULT '',
  controller TEXT NOT NULL DEFAULT '',
  tranType TEXT NOT NULL DEFAULT '',
  gradeability TEXT NOT NULL DEFAULT '',
  batteryType TEXT NOT NULL DEFAULT '',
  batteryCapacity TEXT NOT NULL DEFAULT '',
  batteryVoltage TEXT NOT NULL DEFAULT '',
  charger TEXT NOT NULL DEFAULT '',
  chargeTime TEXT NOT NULL DEFAULT '',
  handBrake TEXT NOT NULL DEFAULT '',
  brake TEXT NOT NULL DEFAULT '',
  startType TEXT NOT NULL DEFAULT '',
  wheelNo TEXT NOT NULL DEFAULT '',
  wheelType TEXT NOT NULL DEFAULT '',
  wheelSize TEXT NOT NULL DEFAULT '',
  fSockAbsorber TEXT NOT NULL DEFAULT '',
  rSockAbsorber TEXT NOT NULL DEFAULT '',
  lwh TEXT NOT NULL DEFAULT '',
  roofType TEXT NOT NULL DEFAULT '',
  groundClearnce TEXT NOT NULL DEFAULT '',
  wheelBase TEXT NOT NULL DEFAULT '',
  turningRadius TEXT NOT NULL DEFAULT '',
  deckSize TEXT NOT NULL DEFAULT '',
  chassisType TEXT NOT NULL DEFAULT '',
  aboutProduct TEXT NOT NULL DEFAULT '',
  approval TEXT NOT NULL DEFAULT '',
  h2 TEXT NOT NULL DEFAULT '',
  description TEXT NOT NULL DEFAULT '',
  -- not in the entity: display order within a brand and the promotion the model is part of
  position INTEGER NOT NULL DEFAULT 0,
  promotion TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (brandName, name)
);
CREATE INDEX product_type ON product (typeName, position);

CREATE TABLE price (
  brandName TEXT NOT NULL,
  name TEXT NOT NULL,
  cityName TEXT NOT NULL,
  exShowroomPrice INTEGER NOT NULL DEFAULT 0,
  rto INTEGER NOT NULL DEFAULT 0,
  insurance INTEGER NOT NULL DEFAULT 0,
  warranty INTEGER NOT NULL DEFAULT 0,
  accessory INTEGER NOT NULL DEFAULT 0,
  otherCharge INTEGER NOT NULL DEFAULT 0,
  emi INTEGER NOT NULL DEFAULT 0,
  deliveryFlag INTEGER NOT NULL DEFAULT 0,
  offer TEXT NOT NULL DEFAULT '',
  h2 TEXT NOT NULL DEFAULT '',
  dealer INTEGER NOT NULL DEFAULT 0,
  manufacturer INTEGER NOT NULL DEFAULT 0,
  type TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (brandName, name, cityName)
);
CREATE INDEX price_city_type ON price (cityName, type);
CREATE INDEX price_type ON price (type, exShowroomPrice);

CREATE TABLE trader (
  tName TEXT PRIMARY KEY,
  traderName TEXT NOT NULL,
  ceo TEXT NOT NULL DEFAULT '',
  traderType TEXT NOT NULL CHECK (traderType IN ('Dealer', 'Manufacturer')),
  foundationYear TEXT NOT NULL DEFAULT '',
  annualTurnover TEXT NOT NULL DEFAULT '',
  cin TEXT NOT NULL DEFAULT '',
  llp TEXT NOT NULL DEFAULT '',
  gstNumber TEXT NOT NULL DEFAULT '',
  legalCheck TEXT NOT NULL DEFAULT '',
  typeName TEXT NOT NULL DEFAULT '[]',
  majorMarket TEXT NOT NULL DEFAULT '',
  about TEXT NOT NULL DEFAULT '',
  ourCapability TEXT NOT NULL DEFAULT '',
  infrastructure TEXT NOT NULL DEFAULT '',
  other TEXT NOT NULL DEFAULT '',
  address TEXT NOT NULL DEFAULT '',
  brandDeal TEXT NOT NULL DEFAULT '[]',
  cityName TEXT NOT NULL DEFAULT '',
  offeredBy TEXT NOT NULL DEFAULT '',
  activate TEXT NOT NULL DEFAULT '0' CHECK (activate IN ('0', '1')),
  employeeCount TEXT NOT NULL DEFAULT ''
);
CREATE INDEX trader_city ON trader (cityName, traderType);

CREATE TABLE trader_product (
  tName TEXT NOT NULL,
  brandName TEXT NOT NULL,
  modelName TEXT NOT NULL,
  title TEXT NOT NULL DEFAULT '',
  traderName TEXT NOT NULL DEFAULT '',
  offeredBy TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (tName, brandName, modelName)
);

CREATE TABLE city (
  cityName TEXT PRIMARY KEY,
  districtName TEXT NOT NULL,
  stateName TEXT NOT NULL,
  lat REAL NOT NULL,
  lng REAL NOT NULL
);
CREATE INDEX city_state ON city (stateName, districtName);

CREATE TABLE area (
  cityName TEXT NOT NULL,
  areaName TEXT NOT NULL,
  pincode TEXT NOT NULL,
  PRIMARY KEY (cityName, areaName)
);

CREATE TABLE metadata (
  name TEXT NOT NULL,
  value TEXT NOT NULL,
  h1 TEXT NOT NULL DEFAULT '',
  h2 TEXT NOT NULL DEFAULT '[]',
  about TEXT NOT NULL DEFAULT '',
  title TEXT NOT NULL DEFAULT '',
  description TEXT NOT NULL DEFAULT '',
  keywords TEXT NOT NULL DEFAULT '',
  -- not in the entity: whether the pair is listed by getMetadataByName (city link lists)
  listed INTEGER NOT NULL DEFAULT 0,
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (name, value)
);

CREATE TABLE blog (
  url TEXT PRIMARY KEY,
  category TEXT NOT NULL,
  name TEXT NOT NULL,
  activate TEXT NOT NULL DEFAULT '0',
  html TEXT NOT NULL DEFAULT '',
  youtube TEXT NOT NULL DEFAULT '',
  other TEXT NOT NULL DEFAULT ''
);

CREATE TABLE article (
  name TEXT NOT NULL,
  url TEXT NOT NULL,
  h1 TEXT NOT NULL,
  p TEXT NOT NULL DEFAULT '',
  h2 TEXT NOT NULL DEFAULT '',
  imgUrl TEXT NOT NULL DEFAULT '',
  imgAlt TEXT NOT NULL DEFAULT '',
  content TEXT NOT NULL DEFAULT '[]',
  ref TEXT NOT NULL DEFAULT '[]',
  PRIMARY KEY (name, url)
);

-- What visitors send. Never touched by the seed.
CREATE TABLE customer (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL,
  mobile TEXT NOT NULL,
  pincode TEXT NOT NULL DEFAULT '',
  otp TEXT NOT NULL DEFAULT '',
  date TEXT NOT NULL DEFAULT '',
  chkBox INTEGER NOT NULL DEFAULT 0,
  createdAt INTEGER NOT NULL
);
CREATE INDEX customer_mobile ON customer (mobile, createdAt);

CREATE TABLE enquiry (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  mobile TEXT NOT NULL,
  brandName TEXT NOT NULL DEFAULT '',
  modelName TEXT NOT NULL DEFAULT '',
  tName TEXT NOT NULL DEFAULT '',
  areaName TEXT NOT NULL DEFAULT '',
  pincode TEXT NOT NULL DEFAULT '',
  cityName TEXT NOT NULL DEFAULT '',
  districtName TEXT NOT NULL DEFAULT '',
  stateName TEXT NOT NULL DEFAULT '',
  chkBox INTEGER NOT NULL DEFAULT 0,
  typeOfQuery TEXT NOT NULL,
  quantity INTEGER NOT NULL DEFAULT 1,
  date TEXT NOT NULL DEFAULT '',
  note TEXT NOT NULL DEFAULT '',
  lat REAL,
  lng REAL,
  google INTEGER NOT NULL DEFAULT 0,
  -- 1 when the same mobile, model, trader and kind were received within 30 days: not billable
  duplicate INTEGER NOT NULL DEFAULT 0,
  createdAt INTEGER NOT NULL
);
CREATE INDEX enquiry_lead ON enquiry (mobile, modelName, tName, typeOfQuery, createdAt);

CREATE TABLE city_record (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  city TEXT NOT NULL DEFAULT '',
  district TEXT NOT NULL DEFAULT '',
  state TEXT NOT NULL DEFAULT '',
  country TEXT NOT NULL DEFAULT '',
  pincode TEXT NOT NULL DEFAULT '',
  "from" TEXT NOT NULL DEFAULT '',
  createdAt INTEGER NOT NULL
);

CREATE TABLE location_record (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  mobile TEXT NOT NULL DEFAULT '',
  lat REAL NOT NULL,
  lng REAL NOT NULL,
  cityName TEXT NOT NULL DEFAULT '',
  districtName TEXT NOT NULL DEFAULT '',
  stateName TEXT NOT NULL DEFAULT '',
  pincode TEXT NOT NULL DEFAULT '',
  createdAt INTEGER NOT NULL
);
