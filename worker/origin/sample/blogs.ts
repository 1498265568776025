// SAMPLE DATA (illustrative, not current prices or offers): blog posts. Bodies use only safe
// HTML (h2, h3, p, ul, ol, li, strong, em, a with site paths). Offers are kept with
// activate '0' because the offer block asks getBlogByActivate('0') (spec §7).
// YouTube ids are obvious placeholders, not real videos.

export type BlogSource = {
  url: string; category: "news" | "guide" | "offer"; name: string; activate: "0" | "1";
  html: string; youtube: string; other: string;
};

export const BLOGS: readonly BlogSource[] = [
  {
    url: "how-to-choose-an-e-rickshaw", category: "guide", activate: "1", youtube: "sampleVid01",
    name: "How to Choose the Right E-Rickshaw",
    html: `<h2>Start with the route</h2>
<p>An e-rickshaw earns money only while it runs. Before comparing brands, write down how many kilometres you drive in a day, how many passengers you carry and whether the route has flyovers or slopes.</p>
<h2>What to compare</h2>
<ul>
<li><strong>Range:</strong> most lead-acid models give 70-100 km per charge; lithium-ion models 100-130 km.</li>
<li><strong>Motor:</strong> 850-1,400 W is normal. The law allows up to 4,000 W for e-rickshaws and e-carts.</li>
<li><strong>Body:</strong> look at the chassis paint, the roof and the seat foam; they decide resale value.</li>
<li><strong>Approval:</strong> buy only an approved model so that it can be registered.</li>
</ul>
<h2>Battery choice</h2>
<p>Lead-acid batteries are cheaper to buy but are replaced often. Lithium-ion batteries cost more on day one and last several years. Our <a href="/blog/lead-acid-vs-lithium-e-rickshaw-battery">battery guide</a> compares the two.</p>
<p>Finally, check the price in your own city on the <a href="/three-wheeler/e-rickshaw">e-rickshaw page</a> and talk to two dealers before you pay an advance.</p>`,
    other: `<p><em>Tip:</em> ask the dealer for the on-road price in writing, including registration, insurance and the battery set.</p>`,
  },
  {
    url: "lead-acid-vs-lithium-e-rickshaw-battery", category: "guide", activate: "1", youtube: "",
    name: "Lead-Acid or Lithium-Ion: Which E-Rickshaw Battery Pays Off?",
    html: `<h2>Lead-acid</h2>
<p>A set of four 12 V tubular batteries powers most e-rickshaws. Drivers report replacing the set about every six months at roughly ₹24,000, which adds up quickly.</p>
<h2>Lithium-ion</h2>
<p>A 48-51 V lithium-ion pack weighs less, charges in 3-4 hours instead of 8-10, and is usually covered by a multi-year warranty.</p>
<h3>Simple comparison</h3>
<ol>
<li>Lower purchase price: lead-acid.</li>
<li>Lower cost over three years: usually lithium-ion.</li>
<li>Faster charging between shifts: lithium-ion.</li>
</ol>
<p>See models with lithium packs such as the <a href="/brand/Kinetic-Green/Safar-Smart">Kinetic Green Safar Smart</a> and the <a href="/brand/Mayuri">Mayuri lithium-ion models</a>.</p>`,
    other: "",
  },
  {
    url: "e-rickshaw-rules-in-india", category: "news", activate: "1", youtube: "",
    name: "E-Rickshaw Rules in India: Power, Speed and Registration",
    html: `<h2>What the law says</h2>
<p>The Motor Vehicles (Amendment) Act of 2015 brought e-rickshaws and e-carts into the motor vehicle rules, with a motor of at most 4,000 W.</p>
<p>The 2014 draft rule aimed at four passengers plus 40 kg of luggage, a motor of at most 2,000 W and a top speed of 25 km/h; most passenger e-rickshaws are still built to those figures.</p>
<h2>Registration and licence</h2>
<ul>
<li>An e-rickshaw must be registered and carry a number plate.</li>
<li>The driver needs an e-rickshaw driving licence.</li>
<li>Low-speed electric two-wheelers (up to 250 W, 25 km/h and 60 kg) need no registration.</li>
</ul>
<p>Rules differ from state to state; confirm with your local RTO before you buy.</p>`,
    other: "",
  },
  {
    url: "electric-scooter-running-cost", category: "guide", activate: "1", youtube: "",
    name: "What Does an Electric Scooter Really Cost to Run?",
    html: `<h2>Electricity per kilometre</h2>
<p>A 3 kWh scooter battery takes about 3.5 units from the wall including charging losses. At ₹8 a unit that is under ₹30 for 90-100 km, or about ₹0.30 per km.</p>
<h2>Other costs</h2>
<ul>
<li>Insurance: a few thousand rupees a year.</li>
<li>Service: no oil changes; brakes and tyres as on any scooter.</li>
<li>Battery: covered by a 3 year or longer warranty on most branded scooters.</li>
</ul>
<p>Compare models on the <a href="/two-wheeler/electric-scooter">electric scooter page</a>.</p>`,
    other: "",
  },
  {
    url: "e-rickshaw-loan-and-emi-guide", category: "guide", activate: "1", youtube: "",
    name: "E-Rickshaw Loan and EMI: A Simple Guide",
    html: `<h2>How much can you borrow?</h2>
<p>Lenders commonly finance about 85 percent of the invoice over up to 36 months. At 10.75 percent a year, a ₹1.2 lakh e-rickshaw works out to an EMI of roughly ₹3,300 a month.</p>
<h2>Documents</h2>
<ul>
<li>Aadhaar and PAN card</li>
<li>Address proof and two photographs</li>
<li>Bank statement of the last six months</li>
</ul>
<p>On a price page, the button <strong>Contact For Finance</strong> sends your request to a dealer who offers finance.</p>`,
    other: "",
  },
  {
    url: "festive-offers-on-e-rickshaws", category: "offer", activate: "0", youtube: "sampleVid02",
    name: "Festive Offers on E-Rickshaws",
    html: `<h2>This season's offers</h2>
<p>Participating dealers run festive schemes on passenger e-rickshaws and loaders. Typical offers are:</p>
<ul>
<li>Free first-year insurance on selected models</li>
<li>Low down payment from ₹15,000</li>
<li>Free charger or a free canopy</li>
</ul>
<p>Offers change often and differ by city. Use <strong>Talk To Dealer</strong> on the price page to get the current offer in writing.</p>`,
    other: `<p><em>Sample offer text for the demonstration catalogue; not a real scheme.</em></p>`,
  },
  {
    url: "electric-scooter-exchange-offer", category: "offer", activate: "0", youtube: "",
    name: "Exchange Your Petrol Scooter for an Electric One",
    html: `<h2>Exchange bonus</h2>
<p>Some dealers give an exchange bonus of up to ₹5,000 when you trade in a petrol two-wheeler for an electric scooter.</p>
<ol>
<li>Get the old vehicle inspected at the showroom.</li>
<li>Choose the electric model and colour.</li>
<li>The bonus is taken off the on-road price.</li>
</ol>`,
    other: `<p><em>Sample offer text for the demonstration catalogue; not a real scheme.</em></p>`,
  },
  {
    url: "golf-carts-for-resorts-and-campuses", category: "news", activate: "1", youtube: "",
    name: "Electric Golf Carts for Resorts, Campuses and Housing Societies",
    html: `<h2>Not only for golf</h2>
<p>Four- to eight-seat electric carts now move guests around resorts, patients around hospital campuses and residents inside large housing societies.</p>
<h3>What buyers ask for</h3>
<ul>
<li>Seating for 4, 6 or 8 people</li>
<li>A cargo version for housekeeping</li>
<li>Lithium-ion batteries for shorter charging</li>
</ul>
<p>See the <a href="/four-wheeler/electric-golf-cart">golf cart page</a> for models and city prices.</p>`,
    other: "",
  },
];
