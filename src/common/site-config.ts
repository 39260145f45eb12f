/**
 * Brand and contact values in one place, so pages, e-mails and JSON-LD cannot disagree. Placeholders: an operator edits this file.
 */
export const SITE = {
  companyName: { EN: 'KidVenture Vietnam Joint Stock Company', VI: 'Công ty Cổ phần KidVenture Việt Nam' },
  brand: 'KidVenture Vietnam',
  parkName: { EN: 'KidVenture City Hanoi', VI: 'KidVenture City Hà Nội' },
  jobExperiences: 160,
  address: {
    EN: 'Floor 12, 88 Lang Ha Street, Dong Da District, Hanoi, Vietnam',
    VI: 'Tầng 12, số 88 Láng Hạ, quận Đống Đa, Hà Nội, Việt Nam',
  },
  parkAddress: {
    EN: 'KidVenture City, 1 Pham Hung Street, Nam Tu Liem District, Hanoi',
    VI: 'KidVenture City, số 1 Phạm Hùng, quận Nam Từ Liêm, Hà Nội',
  },
  /** Map pin of the park, for the location page's map link. */
  parkGeo: { lat: 21.0069, lng: 105.7818 },
  telephone: '+84 24 3999 8888',
  email: 'contact@kidventure.example',
  careersEmail: 'careers@kidventure.example',
  businessRegistration: '0109999999',
  parkSiteUrl: 'https://city.kidventure.example',
  social: {
    facebook: 'https://www.facebook.com/kidventure.example',
    instagram: 'https://www.instagram.com/kidventure.example',
    youtube: 'https://www.youtube.com/@kidventure.example',
  },
  foundedYear: 2008,
} as const;
