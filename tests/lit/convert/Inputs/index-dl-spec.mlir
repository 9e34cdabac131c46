module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 32 : i32>>} {
  func.func @f(%a: index, %m: memref<?xf32>) -> index {
    %c1 = arith.constant 1 : index
    %0 = arith.addi %a, %c1 : index
    %d = memref.dim %m, %c1 : memref<?xf32>
    %1 = arith.muli %0, %d : index
    return %1 : index
  }
}
