// RUN: %xlate --llvm-version=19 %s | FileCheck %s
// The index dialect's custom forms.
func.func @index(%i: index, %j: index, %a: i32) -> index {
  %0 = index.add %i, %j
  %1 = index.sub %i, %j
  %2 = index.mul %i, %j
  %3 = index.divs %i, %j
  %4 = index.ceildivu %i, %j
  %5 = index.floordivs %i, %j
  %6 = index.maxu %i, %j
  %7 = index.shl %i, %j
  %8 = index.xor %i, %j
  %9 = index.cmp slt(%i, %j)
  %10 = index.cmp uge(%i, %j)
  %11 = index.casts %a : i32 to index
  %12 = index.castu %i : index to i64
  %13 = index.constant 42
  %14 = index.constant -1
  %15 = index.bool.constant true
  %16 = index.sizeof
  return %0 : index
}

// CHECK: module {
// CHECK-NEXT:   func.func @index(%arg0: index, %arg1: index, %arg2: i32) -> index {
// CHECK-NEXT:     %0 = index.add %arg0, %arg1
// CHECK-NEXT:     %1 = index.sub %arg0, %arg1
// CHECK-NEXT:     %2 = index.mul %arg0, %arg1
// CHECK-NEXT:     %3 = index.divs %arg0, %arg1
// CHECK-NEXT:     %4 = index.ceildivu %arg0, %arg1
// CHECK-NEXT:     %5 = index.floordivs %arg0, %arg1
// CHECK-NEXT:     %6 = index.maxu %arg0, %arg1
// CHECK-NEXT:     %7 = index.shl %arg0, %arg1
// CHECK-NEXT:     %8 = index.xor %arg0, %arg1
// CHECK-NEXT:     %9 = index.cmp slt(%arg0, %arg1)
// CHECK-NEXT:     %10 = index.cmp uge(%arg0, %arg1)
// CHECK-NEXT:     %11 = index.casts %arg2 : i32 to index
// CHECK-NEXT:     %12 = index.castu %arg0 : index to i64
// CHECK-NEXT:     %idx42 = index.constant 42
// CHECK-NEXT:     %idx-1 = index.constant -1
// CHECK-NEXT:     %true = index.bool.constant true
// CHECK-NEXT:     %13 = index.sizeof
// CHECK-NEXT:     return %0 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }
