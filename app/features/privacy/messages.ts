import type { CountForms } from "#app/shared/i18n/plural";

// The words of privacy (docs/decisions/152): the notice shown wherever a mobile is taken (the
// enquiry dialog and page, the sign-in of "My enquiries", and later the finance check and a
// seller's sign-in: one notice, ./notice.tsx), and the buyer's own page of enquiries. `{name}`
// marks a value filled in when shown. Terms follow docs/glossary-hi.md.

export const en = {
  notice: {
    title: "Your details and who gets them",
    /** Where a mobile is taken for an enquiry: what, why, who, how long. */
    enquiry:
      "We take your mobile number and pincode (or the place your phone detects) to pass your enquiry to {who}, who will call you; to confirm your number with a code by SMS; and to charge the seller for the lead. We keep them {months} months, then erase them.",
    toSellers: "the sellers named in the answer (dealers nearest you, or the maker), or our team",
    /** Said when the enquiry names no seller: an uncalled enquiry is offered on (docs/decisions/166, 169). */
    offers:
      "If no dealer calls you within {minutes} minutes of business hours, we pass your enquiry to the next nearest dealer, up to {sellers} dealers in all, and send you each one's name by SMS.",
    /** Where a mobile is taken to open the buyer's own enquiries. */
    signIn: "We use your mobile number only to send it a code by SMS that opens your enquiries. The code is kept one day, then erased.",
    rights: "You can see your enquiries, withdraw your consent or have your details erased at any time on {link}.",
    myEnquiries: "My enquiries",
    agree: "Tapping “{button}” means you agree.",
    full: "Read the full notice",
  },
  my: {
    title: "My enquiries | EV Catalogue India",
    description: "See the enquiries you sent from your mobile and who received them; withdraw your consent or have your details erased.",
    crumb: "My enquiries",
    heading: "My enquiries",
    intro: "See every enquiry you sent from your mobile and which sellers received it. You can withdraw your consent or have your details erased.",
    sendCode: "Send code",
    code: "Code from the SMS",
    codePlaceholder: "6 digit code",
    codeSentTo: "Code asked for {mobile}",
    open: "Open my enquiries",
    resend: "Send a new code",
    otherNumber: "Use another number",
    signedInAs: "Your enquiries from {mobile}",
    signOut: "Sign out",
    none: "We hold no enquiries from this number.",
    sentOn: "Sent {date}",
    sentTo: "Sent to",
    ourTeam: "our team",
    active: "Sellers have it and may call you about it.",
    withdrawnOn: "Consent withdrawn on {date}: sellers no longer get it, and its details are erased within a day.",
    waitingOn: "Erasure asked on {date}: a seller's dispute of this lead is being decided; then it is erased.",
    withdraw: "Withdraw consent",
    withdrawAll: "Withdraw consent for all",
    erase: "Erase all my details",
    eraseTitle: "Erase all your details?",
    eraseText:
      "Your name, mobile number, pincode, place and note are removed from every enquiry. Sellers who received one see it marked as erased, and a seller whose own system we sent it to is asked to erase it there too. Only what billing needs stays: which seller, which model, and when. This cannot be undone.",
    eraseYes: "Yes, erase everything",
    keep: "No, keep them",
    withdrawn: {
      one: "Consent withdrawn: sellers no longer get this enquiry, and its details are erased within a day.",
      other: "Consent withdrawn for {n} enquiries: sellers no longer get them, and their details are erased within a day.",
    } as CountForms,
    nothingWithdrawn: "Nothing changed: consent for that enquiry was already withdrawn, or its details already erased.",
    erased: {
      one: "Done: your details are erased from {n} enquiry. Sellers see it marked as erased, and a seller whose own system we sent it to is asked to erase it there too.",
      other: "Done: your details are erased from {n} enquiries. Sellers see them marked as erased, and those whose own systems we sent them to are asked to erase them there too.",
    } as CountForms,
    waiting: {
      one: "{n} enquiry waits for a seller's dispute to be decided; it is erased as soon as it is.",
      other: "{n} enquiries wait for a seller's dispute to be decided; they are erased as soon as it is.",
    } as CountForms,
    nothingErased: "Nothing to erase: we hold no enquiries from this number any more.",
    signInAgain: "Please open your enquiries again: a sign-in lasts {minutes} minutes.",
    expired: "This form had expired. Please try again.",
  },
};

export type PrivacyMessages = typeof en;

export const hi: typeof en = {
  notice: {
    title: "आपकी जानकारी और इसे कौन पाएगा",
    enquiry:
      "हम आपका मोबाइल नंबर और पिनकोड (या फ़ोन से मिली लोकेशन) इसलिए लेते हैं: आपकी पूछताछ {who} तक पहुँचाने के लिए, जो आपको फ़ोन करेंगे; SMS से कोड भेजकर आपके नंबर की पुष्टि के लिए; और लीड के लिए विक्रेता से शुल्क लेने के लिए। हम इन्हें {months} महीने रखते हैं, फिर मिटा देते हैं।",
    toSellers: "जवाब में बताए गए विक्रेताओं (आपके सबसे पास के डीलर, या निर्माता) या हमारी टीम",
    offers:
      "अगर काम के समय में {minutes} मिनट के अंदर कोई डीलर आपको फ़ोन नहीं करता, तो हम आपकी पूछताछ अगले सबसे पास के डीलर को दे देते हैं, कुल {sellers} डीलर तक, और हर एक का नाम आपको SMS से भेजते हैं।",
    signIn: "हम आपका मोबाइल नंबर सिर्फ़ SMS से वह कोड भेजने के लिए लेते हैं जिससे आपकी पूछताछ खुलती है। कोड एक दिन रखा जाता है, फिर मिटा दिया जाता है।",
    rights: "अपनी पूछताछ देखने, सहमति वापस लेने या अपनी जानकारी मिटवाने के लिए कभी भी {link} पेज पर जाएँ।",
    myEnquiries: "मेरी पूछताछ",
    agree: "“{button}” दबाने का मतलब है कि आप इसके लिए सहमत हैं।",
    full: "पूरी सूचना पढ़ें",
  },
  my: {
    title: "मेरी पूछताछ | EV Catalogue India",
    description: "अपने मोबाइल से भेजी गई पूछताछ और उन्हें पाने वाले विक्रेता देखें; सहमति वापस लें या अपनी जानकारी मिटवाएँ।",
    crumb: "मेरी पूछताछ",
    heading: "मेरी पूछताछ",
    intro: "अपने मोबाइल से भेजी गई हर पूछताछ और उसे पाने वाले विक्रेता यहाँ देखें। आप अपनी सहमति वापस ले सकते हैं या अपनी जानकारी मिटवा सकते हैं।",
    sendCode: "कोड भेजें",
    code: "SMS में आया कोड",
    codePlaceholder: "6 अंकों का कोड",
    codeSentTo: "{mobile} के लिए कोड माँगा गया",
    open: "मेरी पूछताछ खोलें",
    resend: "नया कोड भेजें",
    otherNumber: "दूसरा नंबर लिखें",
    signedInAs: "{mobile} से भेजी गई आपकी पूछताछ",
    signOut: "बाहर निकलें",
    none: "इस नंबर से भेजी गई कोई पूछताछ हमारे पास नहीं है।",
    sentOn: "भेजी गई: {date}",
    sentTo: "किसे भेजी गई",
    ourTeam: "हमारी टीम",
    active: "विक्रेताओं के पास यह पूछताछ है, वे आपको इसके बारे में फ़ोन कर सकते हैं।",
    withdrawnOn: "सहमति वापस ली गई: {date}। अब यह किसी विक्रेता को नहीं जाती, और इसकी जानकारी एक दिन के अंदर मिटा दी जाती है।",
    waitingOn: "मिटाने को कहा गया: {date}। इस लीड पर एक विक्रेता की आपत्ति का फ़ैसला हो रहा है; उसके बाद इसे मिटा दिया जाएगा।",
    withdraw: "सहमति वापस लें",
    withdrawAll: "सभी के लिए सहमति वापस लें",
    erase: "मेरी सारी जानकारी मिटाएँ",
    eraseTitle: "क्या आपकी सारी जानकारी मिटा दें?",
    eraseText:
      "हर पूछताछ से आपका नाम, मोबाइल नंबर, पिनकोड, जगह और नोट हटा दिए जाएँगे। जिन विक्रेताओं को पूछताछ मिली थी, उन्हें यह मिटाई हुई दिखेगी, और जिस विक्रेता के अपने सिस्टम में हमने इसे भेजा था, उससे वहाँ से भी इसे मिटाने को कहा जाएगा। सिर्फ़ बिलिंग के लिए ज़रूरी बातें रहेंगी: कौन-सा विक्रेता, कौन-सा मॉडल और कब। यह वापस नहीं हो सकता।",
    eraseYes: "हाँ, सब मिटा दें",
    keep: "नहीं, रहने दें",
    withdrawn: {
      one: "सहमति वापस ले ली गई: अब यह पूछताछ किसी विक्रेता को नहीं जाएगी, और इसकी जानकारी एक दिन के अंदर मिटा दी जाएगी।",
      other: "{n} पूछताछ के लिए सहमति वापस ले ली गई: अब ये किसी विक्रेता को नहीं जाएँगी, और इनकी जानकारी एक दिन के अंदर मिटा दी जाएगी।",
    },
    nothingWithdrawn: "कुछ नहीं बदला: इस पूछताछ के लिए सहमति पहले ही वापस ली जा चुकी है, या इसकी जानकारी पहले ही मिटाई जा चुकी है।",
    erased: { other: "हो गया: {n} पूछताछ से आपकी जानकारी मिटा दी गई है। विक्रेताओं को ये मिटाई हुई दिखती हैं, और जिनके अपने सिस्टम में हमने इन्हें भेजा था, उनसे वहाँ से भी इन्हें मिटाने को कहा गया है।" },
    waiting: { other: "{n} पूछताछ पर विक्रेता की आपत्ति का फ़ैसला बाकी है; फ़ैसला होते ही इन्हें मिटा दिया जाएगा।" },
    nothingErased: "मिटाने को कुछ नहीं है: इस नंबर से भेजी गई कोई पूछताछ अब हमारे पास नहीं है।",
    signInAgain: "कृपया अपनी पूछताछ फिर से खोलें: एक बार खोलने पर यह {minutes} मिनट तक खुली रहती है।",
    expired: "इस फ़ॉर्म का समय निकल गया। कृपया फिर से कोशिश करें।",
  },
};
