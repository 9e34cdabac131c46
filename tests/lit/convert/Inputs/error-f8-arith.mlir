func.func @g(%a: f8E4M3FN, %b: f8E4M3FN) -> f8E4M3FN {
  %c = arith.addf %a, %b : f8E4M3FN
  return %c : f8E4M3FN
}
