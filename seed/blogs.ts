// SAMPLE DATA (illustrative, not current prices or offers): blog posts. Bodies use only safe
// HTML (h2, h3, p, ul, ol, li, strong, em, a with site paths). Offers are kept with
// activate '0' because the offer block asks getBlogByActivate('0').
// YouTube ids are obvious placeholders, not real videos. Each blog has its Hindi title and bodies
// (nameHi, htmlHi, otherHi: docs/decisions/122), in the words of docs/glossary-hi.md, linking
// the Hindi pages.

export type BlogSource = {
  url: string; category: "news" | "guide" | "offer"; name: string; nameHi: string; activate: "0" | "1";
  html: string; htmlHi: string; youtube: string; other: string; otherHi: string;
};

export const BLOGS: readonly BlogSource[] = [
  {
    url: "how-to-choose-an-e-rickshaw", category: "guide", activate: "1", youtube: "sampleVid01",
    name: "How to Choose the Right E-Rickshaw",
    nameHi: "सही ई-रिक्शा कैसे चुनें",
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
    htmlHi: `<h2>पहले अपना रूट देखें</h2>
<p>ई-रिक्शा तभी कमाई करता है जब वह चलता है। ब्रांड मिलाने से पहले लिख लें कि आप रोज़ कितने किलोमीटर चलाते हैं, कितनी सवारी बैठाते हैं और रास्ते में फ़्लाईओवर या चढ़ाई है या नहीं।</p>
<h2>किन बातों को मिलाएँ</h2>
<ul>
<li><strong>रेंज:</strong> लेड एसिड बैटरी वाले ज़्यादातर मॉडल एक चार्ज में 70-100 किमी चलते हैं; लिथियम-आयन वाले 100-130 किमी।</li>
<li><strong>मोटर:</strong> 850-1,400 W आम है। क़ानून ई-रिक्शा और ई-कार्ट में 4,000 W तक की मोटर की इजाज़त देता है।</li>
<li><strong>बॉडी:</strong> चेसिस का पेंट, छत और सीट का फ़ोम देखें; आगे चलकर दोबारा बेचने की कीमत इन्हीं से तय होती है।</li>
<li><strong>मंज़ूरी:</strong> सिर्फ़ मंज़ूरी वाला मॉडल ही ख़रीदें, ताकि उसका रजिस्ट्रेशन हो सके।</li>
</ul>
<h2>बैटरी का चुनाव</h2>
<p>लेड एसिड बैटरी ख़रीदने में सस्ती है, पर बार-बार बदलनी पड़ती है। लिथियम-आयन बैटरी पहले दिन महँगी पड़ती है और कई साल चलती है। हमारी <a href="/hi/blog/lead-acid-vs-lithium-e-rickshaw-battery">बैटरी गाइड</a> दोनों को मिलाकर बताती है।</p>
<p>आख़िर में <a href="/hi/three-wheeler/e-rickshaw">ई-रिक्शा पेज</a> पर अपने शहर की कीमत देखें और एडवांस देने से पहले दो डीलरों से बात करें।</p>`,
    otherHi: `<p><em>सुझाव:</em> डीलर से ऑन-रोड कीमत लिखकर माँगें, जिसमें रजिस्ट्रेशन, बीमा और बैटरी सेट शामिल हों।</p>`,
  },
  {
    url: "lead-acid-vs-lithium-e-rickshaw-battery", category: "guide", activate: "1", youtube: "",
    name: "Lead-Acid or Lithium-Ion: Which E-Rickshaw Battery Pays Off?",
    nameHi: "लेड एसिड या लिथियम-आयन: ई-रिक्शा की कौन-सी बैटरी फ़ायदे की है?",
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
    htmlHi: `<h2>लेड एसिड</h2>
<p>ज़्यादातर ई-रिक्शा में 12 V की चार ट्यूबलर बैटरियों का सेट लगता है। ड्राइवर बताते हैं कि यह सेट लगभग हर छह महीने में बदलना पड़ता है, क़रीब ₹24,000 में, जो जल्दी जुड़ जाता है।</p>
<h2>लिथियम-आयन</h2>
<p>48-51 V का लिथियम-आयन पैक हल्का होता है, 8-10 घंटे की जगह 3-4 घंटे में चार्ज होता है, और आम तौर पर कई साल की वारंटी के साथ आता है।</p>
<h3>सीधी तुलना</h3>
<ol>
<li>कम ख़रीद कीमत: लेड एसिड।</li>
<li>तीन साल में कम ख़र्च: आम तौर पर लिथियम-आयन।</li>
<li>शिफ़्ट के बीच जल्दी चार्ज: लिथियम-आयन।</li>
</ol>
<p>लिथियम पैक वाले मॉडल देखें, जैसे <a href="/hi/brand/Kinetic-Green/Safar-Smart">Kinetic Green Safar Smart</a> और <a href="/hi/brand/Mayuri">Mayuri के लिथियम-आयन मॉडल</a>।</p>`,
    otherHi: "",
  },
  {
    url: "e-rickshaw-rules-in-india", category: "news", activate: "1", youtube: "",
    name: "E-Rickshaw Rules in India: Power, Speed and Registration",
    nameHi: "भारत में ई-रिक्शा के नियम: मोटर, रफ़्तार और रजिस्ट्रेशन",
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
    htmlHi: `<h2>क़ानून क्या कहता है</h2>
<p>2015 के मोटर वाहन (संशोधन) क़ानून ने ई-रिक्शा और ई-कार्ट को मोटर वाहन नियमों में शामिल किया, जिनमें मोटर ज़्यादा से ज़्यादा 4,000 W की हो सकती है।</p>
<p>2014 के मसौदा नियम में चार सवारी और 40 kg सामान, ज़्यादा से ज़्यादा 2,000 W की मोटर और 25 किमी/घंटा की अधिकतम रफ़्तार की बात थी; सवारी वाले ज़्यादातर ई-रिक्शा आज भी इन्हीं आँकड़ों पर बनते हैं।</p>
<h2>रजिस्ट्रेशन और लाइसेंस</h2>
<ul>
<li>ई-रिक्शा का रजिस्ट्रेशन ज़रूरी है और उस पर नंबर प्लेट होनी चाहिए।</li>
<li>ड्राइवर के पास ई-रिक्शा का ड्राइविंग लाइसेंस होना चाहिए।</li>
<li>कम रफ़्तार वाले इलेक्ट्रिक दोपहिया (250 W, 25 किमी/घंटा और 60 kg तक) को रजिस्ट्रेशन की ज़रूरत नहीं।</li>
</ul>
<p>नियम हर राज्य में अलग हैं; ख़रीदने से पहले अपने आरटीओ से पक्का कर लें।</p>`,
    otherHi: "",
  },
  {
    url: "electric-scooter-running-cost", category: "guide", activate: "1", youtube: "",
    name: "What Does an Electric Scooter Really Cost to Run?",
    nameHi: "इलेक्ट्रिक स्कूटर चलाने का असली खर्च कितना है?",
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
    htmlHi: `<h2>प्रति किलोमीटर बिजली</h2>
<p>3 kWh की स्कूटर बैटरी चार्जिंग के नुक़सान समेत दीवार से लगभग 3.5 यूनिट लेती है। ₹8 प्रति यूनिट पर यह 90-100 किमी के लिए ₹30 से कम है, यानी लगभग ₹0.30 प्रति किमी।</p>
<h2>दूसरे खर्च</h2>
<ul>
<li>बीमा: साल में कुछ हज़ार रुपये।</li>
<li>सर्विस: ऑयल बदलने की ज़रूरत नहीं; ब्रेक और टायर किसी भी स्कूटर की तरह।</li>
<li>बैटरी: ज़्यादातर ब्रांडेड स्कूटरों पर 3 साल या उससे ज़्यादा की वारंटी।</li>
</ul>
<p><a href="/hi/two-wheeler/electric-scooter">इलेक्ट्रिक स्कूटर पेज</a> पर मॉडल मिलाएँ।</p>`,
    otherHi: "",
  },
  {
    url: "e-rickshaw-loan-and-emi-guide", category: "guide", activate: "1", youtube: "",
    name: "E-Rickshaw Loan and EMI: A Simple Guide",
    nameHi: "ई-रिक्शा लोन और ईएमआई: आसान गाइड",
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
    htmlHi: `<h2>कितना लोन मिल सकता है?</h2>
<p>लोन देने वाले आम तौर पर बिल की लगभग 85 प्रतिशत रकम 36 महीने तक के लिए देते हैं। 10.75 प्रतिशत सालाना ब्याज पर ₹1.2 लाख के ई-रिक्शा की मासिक ईएमआई लगभग ₹3,300 बनती है।</p>
<h2>काग़ज़ात</h2>
<ul>
<li>आधार और पैन कार्ड</li>
<li>पते का सबूत और दो फ़ोटो</li>
<li>पिछले छह महीने का बैंक स्टेटमेंट</li>
</ul>
<p>कीमत वाले पेज पर <strong>फ़ाइनेंस के लिए संपर्क करें</strong> बटन आपकी माँग ऐसे डीलर तक भेजता है जो फ़ाइनेंस देता है।</p>`,
    otherHi: "",
  },
  {
    url: "festive-offers-on-e-rickshaws", category: "offer", activate: "0", youtube: "sampleVid02",
    name: "Festive Offers on E-Rickshaws",
    nameHi: "ई-रिक्शा पर त्योहार के ऑफ़र",
    html: `<h2>This season's offers</h2>
<p>Participating dealers run festive schemes on passenger e-rickshaws and loaders. Typical offers are:</p>
<ul>
<li>Free first-year insurance on selected models</li>
<li>Low down payment from ₹15,000</li>
<li>Free charger or a free canopy</li>
</ul>
<p>Offers change often and differ by city. Use <strong>Talk To Dealer</strong> on the price page to get the current offer in writing.</p>`,
    other: `<p><em>Sample offer text for the demonstration catalogue; not a real scheme.</em></p>`,
    htmlHi: `<h2>इस मौसम के ऑफ़र</h2>
<p>शामिल डीलर सवारी ई-रिक्शा और लोडर पर त्योहार की स्कीम चलाते हैं। आम ऑफ़र ये हैं:</p>
<ul>
<li>चुने हुए मॉडलों पर पहले साल का बीमा मुफ़्त</li>
<li>₹15,000 से कम डाउन पेमेंट</li>
<li>मुफ़्त चार्जर या मुफ़्त छतरी</li>
</ul>
<p>ऑफ़र अक्सर बदलते हैं और हर शहर में अलग होते हैं। मौजूदा ऑफ़र लिखकर पाने के लिए कीमत वाले पेज पर <strong>डीलर से बात करें</strong> दबाएँ।</p>`,
    otherHi: `<p><em>डेमो कैटलॉग के लिए नमूना ऑफ़र; कोई असली स्कीम नहीं।</em></p>`,
  },
  {
    url: "electric-scooter-exchange-offer", category: "offer", activate: "0", youtube: "",
    name: "Exchange Your Petrol Scooter for an Electric One",
    nameHi: "अपना पेट्रोल स्कूटर बदलकर इलेक्ट्रिक लें",
    html: `<h2>Exchange bonus</h2>
<p>Some dealers give an exchange bonus of up to ₹5,000 when you trade in a petrol two-wheeler for an electric scooter.</p>
<ol>
<li>Get the old vehicle inspected at the showroom.</li>
<li>Choose the electric model and colour.</li>
<li>The bonus is taken off the on-road price.</li>
</ol>`,
    other: `<p><em>Sample offer text for the demonstration catalogue; not a real scheme.</em></p>`,
    htmlHi: `<h2>एक्सचेंज बोनस</h2>
<p>पेट्रोल दोपहिया देकर इलेक्ट्रिक स्कूटर लेने पर कुछ डीलर ₹5,000 तक का एक्सचेंज बोनस देते हैं।</p>
<ol>
<li>पुरानी गाड़ी की शोरूम पर जाँच करवाएँ।</li>
<li>इलेक्ट्रिक मॉडल और रंग चुनें।</li>
<li>बोनस ऑन-रोड कीमत से घटा दिया जाता है।</li>
</ol>`,
    otherHi: `<p><em>डेमो कैटलॉग के लिए नमूना ऑफ़र; कोई असली स्कीम नहीं।</em></p>`,
  },
  {
    url: "golf-carts-for-resorts-and-campuses", category: "news", activate: "1", youtube: "",
    name: "Electric Golf Carts for Resorts, Campuses and Housing Societies",
    nameHi: "रिसॉर्ट, कैंपस और हाउसिंग सोसाइटी के लिए इलेक्ट्रिक गोल्फ़ कार्ट",
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
    htmlHi: `<h2>सिर्फ़ गोल्फ़ के लिए नहीं</h2>
<p>चार से आठ सीट वाले इलेक्ट्रिक कार्ट अब रिसॉर्ट में मेहमानों को, अस्पताल के कैंपस में मरीज़ों को और बड़ी हाउसिंग सोसाइटी के अंदर लोगों को ले जाते हैं।</p>
<h3>ख़रीदार क्या माँगते हैं</h3>
<ul>
<li>4, 6 या 8 लोगों के बैठने की जगह</li>
<li>हाउसकीपिंग के लिए सामान वाला मॉडल</li>
<li>जल्दी चार्ज होने वाली लिथियम-आयन बैटरी</li>
</ul>
<p>मॉडल और शहर के हिसाब से कीमत के लिए <a href="/hi/four-wheeler/electric-golf-cart">गोल्फ़ कार्ट पेज</a> देखें।</p>`,
    otherHi: "",
  },
];
