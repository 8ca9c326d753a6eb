/** An answer already checked against its route's schema and turned into JSON: sent as it is. */
export class SerializedJson {
  constructor(readonly json: string) {}
}
