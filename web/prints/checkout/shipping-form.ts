import { type ShippingAddress, shippingAddressSchema } from '#domain/prints/orders.ts'

export const ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'addressLine1',
  'postCode',
  'city',
  'email',
  'phone',
] as const
export type AddressField = (typeof ADDRESS_FIELDS)[number]

export const EMPTY_ADDRESS: ShippingAddress = {
  firstName: '',
  lastName: '',
  addressLine1: '',
  postCode: '',
  city: '',
  email: '',
  phone: '',
}

export type AddressProblem = 'required' | 'invalid'

/** What is wrong with each field, by the schema the server checks with (spec 002 section 5). */
export function addressProblems(address: ShippingAddress): Partial<Record<AddressField, AddressProblem>> {
  const result = shippingAddressSchema.safeParse(address)
  if (result.success) return {}
  const problems: Partial<Record<AddressField, AddressProblem>> = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0] as AddressField
    if (problems[field]) continue
    problems[field] = address[field].trim() === '' ? 'required' : 'invalid'
  }
  return problems
}
