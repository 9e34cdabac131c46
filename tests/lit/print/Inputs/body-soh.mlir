func.func @f() {
  "t.t"() {a = #mv<ab>} : () -> ()
  return
}
func.func @g() {
  "t.t"() {a = #mv<cV7d>} : () -> ()
  return
}
