// Kiosk mode in Turkish (Türkiye). As src/lib/messages/catalogue-tr-tr.ts: no suffix follows a
// value (the address comes after a colon).
import type { KioskCatalogueModule, KioskMessages } from './kiosk-messages-en-us';

export const catalogue: KioskCatalogueModule['catalogue'] = (): KioskMessages => ({
  startOver: 'Baştan başla',
  startOverHint: 'Bu oturumu bir sonraki kişi için temizler',
  linkTitle: 'Telefonunuzda devam edin',
  linkText: 'Sayfayı telefonunuzda açmak için bu kodu tarayın.',
  qrLabel: (url) => `QR kodu: ${url}`,
  openHere: 'Burada aç',
  close: 'Kapat',
});
