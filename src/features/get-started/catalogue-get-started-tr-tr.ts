// The get-started page's words in Turkish (Türkiye). As src/lib/messages/catalogue-tr-tr.ts: no
// suffix follows a value.
import type { GetStartedMessages } from './get-started-messages-en-us';

export const catalogue: GetStartedMessages = {
  back: 'Ders ayrıntılarına dön',
  title: 'Katılmak için mi buradasınız?',
  intro: 'Dersinizi bulup katılmak için ders izlencenizde veya e-postanızda aldığınız davet bağlantısını girin.',
  invalidLink: 'Üzgünüz, ders bulunamadı. Lütfen bağlantıyı denetleyin.',
  noLinkTitle: 'Davet bağlantınız yok mu?',
  noLinkText: 'Bunun için üzgünüz. Eğitmeninizle iletişime geçmeniz gerekecek.',
  linkLabel: 'Davet bağlantısı',
  linkHint: 'Ders konsolunuzun adresiyle başlar.',
  join: 'Katıl',
  productBy: (authors) => `Yazarlar: ${authors}`,
  productEdition: (edition) => `Baskı ${edition}`,
  productLoading: 'Ders ayrıntıları yükleniyor',
  coverAlt: (productName) => `Kapak: ${productName}`,
};
