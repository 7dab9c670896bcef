import type { Member } from '../../modules/member/index.js';
import type { Merchant } from '../../modules/merchant/index.js';
import type { PromotionBrand, PromotionMember } from '../../modules/promotions/index.js';

/** The brand as the promotions module reads it (its own types keep it a leaf of the member and merchant modules). */
export const promotionBrandOf = (merchant: Merchant): PromotionBrand => ({
  id: merchant.id,
  code: merchant.code,
  currency: merchant.currency,
  timeZone: merchant.timeZone,
});

/** The member as the promotions module reads it: who, since when, the birthday and the VIP level it checks. */
export const promotionMemberOf = (member: Member): PromotionMember => ({
  id: member.id,
  merchantId: member.merchantId,
  createdAt: member.createdAt,
  birthday: member.birthday,
  vipLevel: member.vipLevel,
});
