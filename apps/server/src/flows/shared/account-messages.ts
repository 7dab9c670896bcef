import type { Language } from '@croupier/contracts';

type MessageKey = 'smsCode' | 'resetEmailSubject' | 'resetEmailBody';

const templates: Record<Language, Record<MessageKey, string>> = {
  th: {
    smsCode: '[{brand}] รหัสยืนยันของคุณคือ {code} ใช้ได้ภายใน {minutes} นาที ห้ามบอกรหัสนี้กับผู้อื่น',
    resetEmailSubject: '[{brand}] ตั้งรหัสผ่านใหม่',
    resetEmailBody:
      'สวัสดีคุณ {username}\n\nเปิดลิงก์นี้เพื่อตั้งรหัสผ่านใหม่ (ใช้ได้ครั้งเดียว ภายใน {minutes} นาที):\n{link}\n\nหากคุณไม่ได้ขอ โปรดเพิกเฉยต่ออีเมลนี้',
  },
  en: {
    smsCode: '[{brand}] Your verification code is {code}. It expires in {minutes} minute(s). Never share it.',
    resetEmailSubject: '[{brand}] Reset your password',
    resetEmailBody:
      'Hello {username},\n\nOpen this link to choose a new password (single use, valid {minutes} minutes):\n{link}\n\nIf you did not ask for this, ignore this e-mail.',
  },
  'pt-BR': {
    smsCode: '[{brand}] Seu código de verificação é {code}. Expira em {minutes} minuto(s). Não o compartilhe.',
    resetEmailSubject: '[{brand}] Redefina sua senha',
    resetEmailBody:
      'Olá {username},\n\nAbra este link para escolher uma nova senha (uso único, válido por {minutes} minutos):\n{link}\n\nSe você não pediu isso, ignore este e-mail.',
  },
  fil: {
    smsCode:
      '[{brand}] Ang iyong verification code ay {code}. Mag-e-expire ito sa loob ng {minutes} minuto. Huwag itong ibahagi.',
    resetEmailSubject: '[{brand}] I-reset ang iyong password',
    resetEmailBody:
      'Kumusta {username},\n\nBuksan ang link na ito para pumili ng bagong password (isang beses lang, may bisa nang {minutes} minuto):\n{link}\n\nKung hindi ikaw ang humiling nito, huwag pansinin ang e-mail na ito.',
  },
};

/** The text of an SMS or e-mail in the player's language. */
export function accountMessage(language: Language, key: MessageKey, values: Record<string, string | number>): string {
  return templates[language][key].replace(/\{(\w+)\}/g, (_match, name: string) => String(values[name] ?? ''));
}
