// The words of "your town" (docs/decisions/115-your-town-first.md): the picker on home and on
// /town, the header's town, the town's prices on lists and model pages, and the page of a town
// with no dealers of its own. Terms follow docs/glossary-hi.md; `{name}` is filled by `fill`.

export const en = {
  picker: {
    heading: "Your city or pincode",
    label: "City or pincode",
    placeholder: "e.g. Varanasi or 221001",
    submit: "Show my town",
    detect: "Use my location",
    detecting: "Finding your location…",
    denied: "Your location could not be found. Type your city or pincode.",
    hint: "See prices and dealers of your town first.",
    notFound: "We could not find “{typed}”. Type a 6-digit pincode or the name of your town.",
    towns: "Towns with dealers",
  },
  header: { yours: "Your town:", change: "Change", choose: "Choose your town" },
  page: {
    title: "Choose your town",
    description: "Type your city or pincode to see prices and dealers of your town first.",
    current: "Your town now: {town}",
    forget: "Forget my town",
    back: "Back",
  },
  price: {
    own: "Price in {town}",
    nearest: "Price in {town}, {km} km away",
    none: "No price listed near {town} yet",
  },
  model: {
    heading: "Price and dealers near {town}",
    dealers: "Dealers near {town}",
    dealersIn: "{town}, {km} km away",
    noDealers: "No dealer of this model is listed near {town} yet. Send an enquiry and we will find one for you.",
    cityPrice: "See the full price in {town}",
  },
  noDealers: {
    h1: "{type} dealers in {town}",
    none: "No {type} dealers are listed in {town} yet.",
    nearest: "Nearest towns with {type} dealers",
    km: "{km} km away",
    see: "See dealers in {town}",
    models: "{type} models near {town}",
    ask: "Find Dealer",
    askNote: "Send an enquiry from here: it goes to the dealers nearest to {town}.",
    noneNear: "No town with {type} dealers is listed yet.",
    title: "{type} dealers near {town}",
    description: "No {type} dealers are listed in {town} yet: the nearest towns with dealers, their distance and an enquiry to the dealers nearest to you.",
  },
};

export const hi: typeof en = {
  picker: {
    heading: "आपका शहर या पिनकोड",
    label: "शहर या पिनकोड",
    placeholder: "जैसे वाराणसी या 221001",
    submit: "मेरा शहर दिखाएँ",
    detect: "मेरी लोकेशन से",
    detecting: "आपकी लोकेशन देख रहे हैं…",
    denied: "आपकी लोकेशन नहीं मिली। अपना शहर या पिनकोड लिखें।",
    hint: "पहले अपने शहर की कीमतें और डीलर देखें।",
    notFound: "“{typed}” नहीं मिला। 6 अंकों का पिनकोड या अपने शहर का नाम लिखें।",
    towns: "डीलर वाले शहर",
  },
  header: { yours: "आपका शहर:", change: "बदलें", choose: "अपना शहर चुनें" },
  page: {
    title: "अपना शहर चुनें",
    description: "अपने शहर की कीमतें और डीलर पहले देखने के लिए अपना शहर या पिनकोड लिखें।",
    current: "अभी आपका शहर: {town}",
    forget: "मेरा शहर हटाएँ",
    back: "वापस जाएँ",
  },
  price: {
    own: "{town} में कीमत",
    nearest: "{town} में कीमत, {km} km दूर",
    none: "{town} के पास अभी कोई कीमत नहीं है",
  },
  model: {
    heading: "{town} के पास कीमत और डीलर",
    dealers: "{town} के पास डीलर",
    dealersIn: "{town}, {km} km दूर",
    noDealers: "{town} के पास इस मॉडल का कोई डीलर अभी लिस्ट नहीं है। पूछताछ भेजें, हम आपके लिए डीलर ढूँढेंगे।",
    cityPrice: "{town} में पूरी कीमत देखें",
  },
  noDealers: {
    h1: "{town} में {type} डीलर",
    none: "{town} में अभी कोई {type} डीलर लिस्ट नहीं है।",
    nearest: "{type} डीलर वाले सबसे पास के शहर",
    km: "{km} km दूर",
    see: "{town} के डीलर देखें",
    models: "{town} के पास मिलने वाले {type} मॉडल",
    ask: "डीलर खोजें",
    askNote: "यहीं से पूछताछ भेजें: यह {town} के सबसे पास वाले डीलरों तक जाएगी।",
    noneNear: "अभी किसी शहर में {type} डीलर लिस्ट नहीं हैं।",
    title: "{town} के पास {type} डीलर",
    description: "{town} में अभी कोई {type} डीलर लिस्ट नहीं है: डीलर वाले सबसे पास के शहर, उनकी दूरी और आपके सबसे पास के डीलरों को पूछताछ।",
  },
};
