// The redeem-code page's words in Turkish (Türkiye). As src/lib/messages/catalogue-tr-tr.ts: no
// suffix follows a value.
import type { RedeemMessages } from './redeem-messages-en-us';

export const catalogue: RedeemMessages = {
  title: 'Bu sayfa artık etkin değil.',
  useInvite: 'Dersinize katılmak için eğitmeninizin verdiği ders davet bağlantısını kullanın.',
  refundBefore: 'Buradan erişim satın aldıysanız iade isteyebilir ve anında erişimi şuradan satın alabilirsiniz:',
  usStore: 'ABD mağazası',
  or: 'veya',
  canadaStore: 'Kanada mağazası',
  supportBefore: 'Yardım mı gerekiyor? İletişim:',
  techSupport: 'teknik destek',
};
