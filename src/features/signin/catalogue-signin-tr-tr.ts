// The sign-in page's words in Turkish (Türkiye). As src/lib/messages/catalogue-tr-tr.ts: no suffix
// follows a value.
import type { SignInMessages } from './signin-messages-en-us';
import { turkishCount } from '../../lib/messages/catalogue-tr-tr';

// The app's Turkish catalogue is loaded on every tr-tr page, so this chunk adds no request.
const n = turkishCount;

export const catalogue: SignInMessages = {
  title: 'Oturum aç',
  intro: 'Fiyat seçeneklerini görmek ve ders oluşturmak için oturum açın.',
  email: 'E-posta',
  password: 'Parola',
  submit: 'Oturum aç',
  submitting: 'Oturum açılıyor…',
  missingFields: 'E-postanızı ve parolanızı girin.',
  wrongCredentials: 'E-posta veya parola yanlış.',
  rateLimited: (minutes) => `Çok fazla oturum açma denemesi. Lütfen ${n(minutes)} dakika bekleyip yeniden deneyin.`,
  rateLimitedNoTime: 'Çok fazla oturum açma denemesi. Lütfen birkaç dakika bekleyip yeniden deneyin.',
  unavailable: 'Şu anda oturum açılamıyor. Lütfen biraz sonra yeniden deneyin.',
  offline: 'Çevrimdışısınız. Oturum açmak için internete bağlanın.',
  success: 'Oturum açtınız. Birazdan geri götürüleceksiniz…',
  alreadySignedIn: (name) => `${name} olarak oturum açtınız.`,
  continue: 'Devam',
  errorSummary: 'Oturum açılamadı',
};
