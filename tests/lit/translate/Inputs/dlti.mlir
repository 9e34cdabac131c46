// A data layout given as a DLTI spec.
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<"dlti.endianness", "big">, #dlti.dl_entry<!llvm.ptr<1>, dense<[32, 32, 32]> : vector<3xi64>>, #dlti.dl_entry<i64, dense<[64, 64]> : vector<2xi64>>, #dlti.dl_entry<"dlti.stack_alignment", 128 : i64>, #dlti.dl_entry<index, 32 : i64>>} {
  llvm.func @h()
}
