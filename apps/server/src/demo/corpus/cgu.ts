/** The date of the current terms of use; users accept them again when it changes. */
export const CGU_VERSION_DATE = '2026-11-01';

/** The short terms of use printed in the demo's PDFs, one entry per language. */
export const CGU_TEXT = {
  fr: {
    filename: 'cgu-vigie-fr.pdf',
    title: "Conditions générales d'utilisation de Vigie",
    paragraphs: [
      `Version du ${CGU_VERSION_DATE}. Les présentes conditions régissent l'utilisation de l'application Vigie, service de veille et de briefing en affaires publiques, par les personnes disposant d'un compte.`,
      "1. Accès. L'accès est réservé aux utilisateurs titulaires d'un compte personnel. Les identifiants et le code NIP sont strictement personnels et ne doivent pas être communiqués à des tiers.",
      "2. Contenus. Les notes, actualités et synthèses publiées sont destinées à l'usage interne de l'organisation abonnée. Toute rediffusion, même partielle, est interdite sans accord écrit.",
      '3. Contenus confidentiels. Les contenus marqués confidentiels ne sont visibles que des utilisateurs habilités. Ils ne peuvent être ni partagés, ni cités, ni transmis en dehors de ce cercle.',
      "4. Commentaires. Les commentaires et mentions doivent rester professionnels et courtois. L'éditeur peut retirer tout commentaire contraire à ces conditions.",
      "5. Données personnelles. Les données de compte sont traitées pour la seule fourniture du service. Chaque utilisateur dispose d'un droit d'accès, de rectification et d'effacement auprès de l'administrateur.",
      "6. Responsabilité. Les analyses sont fournies à titre d'information. Elles ne constituent ni un conseil juridique ni un engagement des personnes ou organisations citées.",
      'Ce document est fourni avec les données de démonstration ; les personnes et organisations citées dans la démonstration sont fictives.',
    ],
  },
  en: {
    filename: 'cgu-vigie-en.pdf',
    title: 'Vigie terms of use',
    paragraphs: [
      `Version of ${CGU_VERSION_DATE}. These terms govern the use of the Vigie application, a public-affairs monitoring and briefing service, by people who hold an account.`,
      '1. Access. Access is restricted to users with a personal account. Credentials and the PIN code are strictly personal and must not be shared with anyone.',
      '2. Content. The memos, news and syntheses published are for the internal use of the subscribing organisation. Any redistribution, even partial, is forbidden without written consent.',
      '3. Confidential content. Content marked confidential is visible to authorised users only. It may not be shared, quoted or passed on outside that circle.',
      '4. Comments. Comments and mentions must remain professional and courteous. The publisher may remove any comment that breaches these terms.',
      '5. Personal data. Account data is processed solely to provide the service. Every user may ask the administrator for access to, correction or deletion of their data.',
      '6. Liability. Analyses are provided for information only. They are neither legal advice nor a commitment of the people or organisations they mention.',
      'This document ships with the demonstration data; the people and organisations named in the demonstration are fictional.',
    ],
  },
};
