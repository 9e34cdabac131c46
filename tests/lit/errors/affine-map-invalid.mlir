// RUN: %xlate-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// An affine map xlate cannot read is mlir-opt's error, in its words and at
// its place (a wrong token at the end of the one before it); such a map
// was kept as written and printed back so that it did not read again
// (`d- >` as `d->`: a roundtrip campaign finding at c868683).  A map
// beyond xlate's limits (64 identifiers or results, 4096 nodes) is still
// kept as written.

// expected-error @below {{use of undeclared identifier}}
"t.t"() {a = affine_map<(d0) -> (d1)>} : () -> ()

// -----
// expected-error @below {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
"t.t"() {a = affine_map<(d0) -> (d0 * d0)>} : () -> ()

// -----
// expected-error @below {{non-affine expression: right operand of floordiv has to be either a constant or symbolic}}
"t.t"() {a = affine_map<(d0) -> (d0 floordiv d0)>} : () -> ()

// -----
// expected-error @below {{redefinition of identifier 'd0'}}
"t.t"() {a = affine_map<(d0, d0) -> (d0)>} : () -> ()

// -----
// expected-error @below {{constant too large for index}}
"t.t"() {a = affine_map<(d0) -> (99999999999999999999)>} : () -> ()

// -----
// expected-error @below {{expected '->' or ':'}}
"t.t"() {a = affine_map<(d0) (d0)>} : () -> ()

// -----
// expected-error @below {{expected '(' in dimensional identifier list}}
"t.t"() {a = affine_map<d0 -> (d0)>} : () -> ()

// -----
// expected-error @below {{expected '(' in affine map range}}
"t.t"() {a = affine_map<(d0) -> d0>} : () -> ()

// -----
// expected-error @below {{missing right operand of binary operator}}
"t.t"() {a = affine_map<(d0) -> (d0 +)>} : () -> ()

// -----
// expected-error @below {{expected '>' in affine map}}
"t.t"() {a = affine_map<(d0, d1) -> (d0 * 20 +17 ) d- >} : () -> ()

// -----
// expected-error @below {{expected ')' in affine map range}}
"t.t"() {a = affine_map<(d0, d1) -> (d0 lfoordiv 3)>} : () -> ()

// -----
// The least index is read as mlir-opt prints it (mlir-opt itself refuses
// the literal), so that its output reads back (the campaign's next run at
// e971af1 stopped on a seed holding it).
"t.t"() {a = affine_map<(d0) -> (-9223372036854775808, -9223372036854775807 - 1)>} : () -> ()
