import { z } from 'zod';
import type { Language } from './languages.js';

/** Stable error codes of the HTTP contract. The server maps each to a status once; the web maps each to a text. */
export const errorCodes = [
  'VALIDATION_FAILED',
  'UNKNOWN_MERCHANT',
  'NOT_LOGGED_IN',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'TOO_MANY_REQUESTS',
  'SYSTEM_MAINTENANCE',
  'REGION_RESTRICTED',
  'INTERNAL_ERROR',
] as const;
export const errorCodeSchema = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

export const errorMessages: Record<Language, Record<ErrorCode, string>> = {
  th: {
    VALIDATION_FAILED: 'ข้อมูลไม่ถูกต้อง กรุณาตรวจสอบอีกครั้ง',
    UNKNOWN_MERCHANT: 'ไม่พบแบรนด์ที่ร้องขอ',
    NOT_LOGGED_IN: 'ยังไม่ได้เข้าสู่ระบบ กรุณาเข้าสู่ระบบ',
    FORBIDDEN: 'คุณไม่มีสิทธิ์ดำเนินการนี้',
    NOT_FOUND: 'ไม่พบสิ่งที่ร้องขอ',
    CONFLICT: 'คำขอขัดแย้งกับข้อมูลที่มีอยู่',
    TOO_MANY_REQUESTS: 'คำขอมากเกินไป กรุณาลองใหม่ภายหลัง',
    SYSTEM_MAINTENANCE: 'ระบบอยู่ระหว่างการปรับปรุง',
    REGION_RESTRICTED: 'การเข้าถึงถูกจำกัดตาม IP หรือพื้นที่ของคุณ',
    INTERNAL_ERROR: 'ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง',
  },
  en: {
    VALIDATION_FAILED: 'Some fields are not valid. Please check and try again.',
    UNKNOWN_MERCHANT: 'Unknown brand.',
    NOT_LOGGED_IN: 'Not logged in, please log in.',
    FORBIDDEN: 'You are not allowed to do this.',
    NOT_FOUND: 'Not found.',
    CONFLICT: 'This request conflicts with an earlier one.',
    TOO_MANY_REQUESTS: 'Too many requests, please try again later.',
    SYSTEM_MAINTENANCE: 'System maintenance.',
    REGION_RESTRICTED: 'Access restricted by IP or location.',
    INTERNAL_ERROR: 'Something went wrong on our side. Please try again.',
  },
  'pt-BR': {
    VALIDATION_FAILED: 'Alguns campos não são válidos. Verifique e tente novamente.',
    UNKNOWN_MERCHANT: 'Marca desconhecida.',
    NOT_LOGGED_IN: 'Você não está conectado, faça login.',
    FORBIDDEN: 'Você não tem permissão para fazer isso.',
    NOT_FOUND: 'Não encontrado.',
    CONFLICT: 'Esta solicitação conflita com uma anterior.',
    TOO_MANY_REQUESTS: 'Muitas solicitações, tente novamente mais tarde.',
    SYSTEM_MAINTENANCE: 'Sistema em manutenção.',
    REGION_RESTRICTED: 'Acesso restrito por IP ou localização.',
    INTERNAL_ERROR: 'Algo deu errado do nosso lado. Tente novamente.',
  },
  fil: {
    VALIDATION_FAILED: 'May mga field na hindi wasto. Pakisuri at subukang muli.',
    UNKNOWN_MERCHANT: 'Hindi kilalang brand.',
    NOT_LOGGED_IN: 'Hindi ka naka-log in, mag-log in muna.',
    FORBIDDEN: 'Hindi ka pinapayagang gawin ito.',
    NOT_FOUND: 'Hindi nahanap.',
    CONFLICT: 'Sumasalungat ang kahilingang ito sa nauna.',
    TOO_MANY_REQUESTS: 'Masyadong maraming kahilingan, subukang muli mamaya.',
    SYSTEM_MAINTENANCE: 'Nasa maintenance ang sistema.',
    REGION_RESTRICTED: 'Pinaghihigpitan ang access ayon sa IP o lokasyon.',
    INTERNAL_ERROR: 'May nangyaring mali sa aming panig. Subukang muli.',
  },
};

export function errorMessage(code: ErrorCode, language: Language): string {
  return errorMessages[language][code];
}
