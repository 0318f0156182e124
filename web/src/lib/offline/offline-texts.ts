/** Texts of the pages kept on the device for use without a network (issue 19). */
export const offlineEn = {
  lastUpdated: 'Last updated {{time}}',
  keptCopy: 'No connection to the portal: shown as last seen on this device.',
  offlineTitle: 'You are offline',
  signInWhenOnline: 'This page needs you to sign in. Try again when you have a network.',
  keptPagesOpen:
    'This page needs a network. Your tickets and your membership card open without one, as last seen on this device.',
  needsNetwork: 'This page needs a network. Try again when you have one.',
  nothingKept:
    'Nothing of this page is kept on this device yet. Open it once with a network, and it opens without one after that.',
  tryAgain: 'Try again',
  waitsForNetwork: 'You are offline: this loads once the network is back.',
};

export const offlineDa: typeof offlineEn = {
  lastUpdated: 'Sidst opdateret {{time}}',
  keptCopy: 'Ingen forbindelse til portalen: vist som sidst set på denne enhed.',
  offlineTitle: 'Du er offline',
  signInWhenOnline: 'Denne side kræver, at du logger ind. Prøv igen, når du har netværk.',
  keptPagesOpen:
    'Denne side kræver netværk. Dine billetter og dit medlemskort kan åbnes uden, som de sidst blev vist på denne enhed.',
  needsNetwork: 'Denne side kræver netværk. Prøv igen, når du har netværk.',
  nothingKept:
    'Intet af denne side er gemt på denne enhed endnu. Åbn den én gang med netværk, så åbner den også uden bagefter.',
  tryAgain: 'Prøv igen',
  waitsForNetwork: 'Du er offline: dette indlæses, når der er netværk igen.',
};
