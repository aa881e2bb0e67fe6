/**
 * What an agent reads when they try something only owners may do (issue 37, item 3): the API's
 * 403 `{"detail"}` and the back office's panel say what was refused, one message per action. A
 * new owner-only route adds its own message here and passes it to `ownersOnly`
 * (server/http/auth.ts).
 */
export const ownersOnlyMessages = {
  /** GET /api/audit/ and its person list; /admin/activity. */
  activity: 'Only owners can see the activity log.',
  /** GET /api/accounts/users/; /admin/team. */
  team: 'Only owners can see and manage the team.',
  /** POST /api/accounts/users/. */
  invite: 'Only owners can invite members to the team.',
  /** PATCH /api/accounts/users/{id}/. */
  changeMember: "Only owners can change a member's role or deactivate them.",
  /** DELETE /api/accounts/invitations/{id}/. */
  withdrawInvitation: 'Only owners can withdraw an invitation.',
  /** DELETE /api/properties/property-types/{id}/. */
  deletePropertyType: 'Only owners can delete a property type.',
  /** DELETE /api/properties/features/{id}/. */
  deleteFeature: 'Only owners can delete a feature.',
  /** POST /api/privacy/erase/; Settings, "Erase a person's data". */
  erasePersonalData: 'Only owners can erase personal data.',
  /** GET and DELETE /api/properties/properties/{id}/preview/…; the listing's preview links. */
  previewLinks: 'Only owners can see and revoke preview links.',
  /** PUT /api/site-facts/; Settings, "Site facts". */
  siteFacts: 'Only owners can change the site facts.',
  /** PUT /api/exchange-rates/; Settings, "Exchange rates". */
  exchangeRates: 'Only owners can change the exchange rates.',
  /** GET /api/jobs/; Settings, "Background jobs". */
  jobs: 'Only owners can see the background jobs.',
} as const;
export type OwnersOnlyAction = keyof typeof ownersOnlyMessages;
