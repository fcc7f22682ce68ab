import { enums, integer, nullable, object, optional, string, type Infer } from 'superstruct';

// The signed-in user as the client keeps it and every identity call answers it (docs/decisions/0007).

/** Who a signed-in user is to the shop: a shopper, or staff (the staff desk, docs/decisions/0024). */
export const USER_ROLES = ['customer', 'staff'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const ProfileStruct = object({
  firstName: optional(string()),
  lastName: optional(string()),
  company: optional(string()),
  country: optional(string()),
  streetAddress: optional(string()),
  apartment: optional(string()),
  city: optional(string()),
  county: optional(string()),
  postcode: optional(string()),
  phone: optional(string()),
  orderNotes: optional(string()),
});
export type Profile = Infer<typeof ProfileStruct>;

/**
 * The signed-in user as the client keeps it (token included). `role` (USER_ROLES) is always answered by the API; it is
 * optional so a user stored by an older build stays signed in (no role means 'customer' until the next /api/initiate
 * refreshes it).
 */
export const SessionUserStruct = object({
  id: integer(),
  email: string(),
  token: optional(string()),
  profile: nullable(ProfileStruct),
  role: optional(enums(USER_ROLES)),
});
export type SessionUser = Infer<typeof SessionUserStruct>;
