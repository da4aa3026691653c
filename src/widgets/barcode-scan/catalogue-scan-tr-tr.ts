// The barcode scanner in Turkish (Türkiye): its button's words and its dialog's, one chunk for
// both. As src/lib/messages/catalogue-tr-tr.ts: no suffix follows a value (the ISBN comes after a
// colon).
import type { ScanButtonMessages } from './scan-button-messages-en-us';
import type { ScanCatalogueModule, ScanMessages } from './scan-messages-en-us';

export const buttonCatalogue = (): ScanButtonMessages => ({
  scan: 'Barkod tara',
  needsConnection: 'Barkod tarayıcı ilk kullanımda internet bağlantısı gerektirir.',
  dismiss: 'Tamam',
});

export const catalogue: ScanCatalogueModule['catalogue'] = (): ScanMessages => ({
  title: 'Kitabın barkodunu tarayın',
  close: 'Tarayıcıyı kapat',
  cancel: 'İptal',
  cameraView: 'Kamera görüntüsü',
  torch: 'Fener',
  choosePhoto: 'Fotoğraf seçin',
  starting: 'Kamera açılıyor…',
  aim: 'Barkodu çerçevenin içinde tutun. Taranıyor…',
  denied:
    'Kamera erişimi reddedildi, bu yüzden kamera tarama yapamıyor. Bunun yerine barkodun bir fotoğrafını seçin ya da tarayıcınızın ayarlarından kameraya izin verip tarayıcıyı yeniden açın.',
  noCamera: 'Kullanılabilir kamera yok. Bunun yerine barkodun bir fotoğrafını seçin.',
  readerUnavailable:
    'Barkod okuyucu yüklenemedi. İlk kullanımda internet bağlantısı gerektirir; o zamana kadar ISBN’yi arama alanına yazın.',
  notIsbn:
    'Bu barkod bir kitabın ISBN’si değil. Numarası 978 ya da 979 ile başlayan barkodu tarayın ya da ISBN’yi yazın.',
  readingPhoto: 'Fotoğraf okunuyor…',
  noBarcodeInPhoto: 'Bu fotoğrafta barkod bulunamadı. Barkoda daha yakından, iyi ışıkta yeniden deneyin.',
  notAnImage: 'Bu dosya bir resim olarak okunamadı. Barkodun bir fotoğrafını seçin.',
  searching: (isbn) => `ISBN bulundu: ${isbn}. Aranıyor…`,
});
