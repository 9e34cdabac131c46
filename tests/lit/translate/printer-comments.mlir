// RUN: %xlate --to-llvm %s | FileCheck %s
// RUN: sed 's/memory_effects = #llvm.memory_effects<other = read, argMem = read, inaccessibleMem = read, errnoMem = read, targetMem0 = read, targetMem1 = read>/memory = #llvm.memory_effects<other = read, argMem = read, inaccessibleMem = read>/' %s | %xlate --llvm-version=19 --to-llvm - | FileCheck %s
// The comments LLVM's printer writes: "; Function Attrs:" (a function's
// attributes but the strings, alignstack(N) as getAsString spells it) and
// each block's predecessors at column 50, by its use list (the terminator
// built last first: mlir-translate builds blocks in reverse post-order from
// the entry, then the blocks not reached), "; No predecessors!" for none.
// memory(...) is written as LLVM 16+ writes it, at 19 too: the effect on
// other memory, then each location that differs (it was written
// memory(read, argmem: read, inaccessiblemem: read)).  The CHECK lines are
// mlir-translate-22's output, and -19's is the same.
llvm.func @g(i32) attributes {memory_effects = #llvm.memory_effects<other = read, argMem = read, inaccessibleMem = read, errnoMem = read, targetMem0 = read, targetMem1 = read>, passthrough = ["nounwind", ["alignstack", "16"], ["key", "v"]]}
llvm.func @f(%c: i1, %x: i32, %y: i32) -> i32 attributes {passthrough = ["noinline", ["frame-pointer", "all"]]} {
  llvm.cond_br %c, ^loop(%x : i32), ^sw
^loop(%i: i32):
  %one = llvm.mlir.constant(1 : i32) : i32
  %n = llvm.add %i, %one : i32
  %d = llvm.icmp "slt" %n, %y : i32
  llvm.cond_br %d, ^loop(%n : i32), ^exit(%n : i32)
^sw:
  llvm.switch %x : i32, ^exit(%x : i32) [
    1: ^exit(%y : i32),
    2: ^loop(%y : i32),
    3: ^dead
  ]
^dead:
  llvm.br ^exit(%x : i32)
^island:
  llvm.br ^exit(%y : i32)
^exit(%r: i32):
  llvm.call @g(%r) : (i32) -> ()
  llvm.return %r : i32
}
// CHECK: ; Function Attrs: nounwind memory(read) alignstack(16)
// CHECK-NEXT: declare void @g(i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: noinline
// CHECK-NEXT: define i32 @f(i1 %0, i32 %1, i32 %2) #1 {
// CHECK-NEXT:   br i1 %0, label %4, label %8
// CHECK-EMPTY:
// CHECK-NEXT: 4:                                                ; preds = %4, %8, %3
// CHECK-NEXT:   %5 = phi i32 [ %2, %8 ], [ %6, %4 ], [ %1, %3 ]
// CHECK-NEXT:   %6 = add i32 %5, 1
// CHECK-NEXT:   %7 = icmp slt i32 %6, %2
// CHECK-NEXT:   br i1 %7, label %4, label %11
// CHECK-EMPTY:
// CHECK-NEXT: 8:                                                ; preds = %3
// CHECK-NEXT:   switch i32 %1, label %11 [
// CHECK-NEXT:     i32 1, label %13
// CHECK-NEXT:     i32 2, label %4
// CHECK-NEXT:     i32 3, label %9
// CHECK-NEXT:   ]
// CHECK-EMPTY:
// CHECK-NEXT: 9:                                                ; preds = %8
// CHECK-NEXT:   br label %11
// CHECK-EMPTY:
// CHECK-NEXT: 10:                                               ; No predecessors!
// CHECK-NEXT:   br label %11
// CHECK-EMPTY:
// CHECK-NEXT: 11:                                               ; preds = %10, %4, %13, %9, %8
// CHECK-NEXT:   %12 = phi i32 [ %14, %13 ], [ %2, %10 ], [ %1, %9 ], [ %1, %8 ], [ %6, %4 ]
// CHECK-NEXT:   call void @g(i32 %12)
// CHECK-NEXT:   ret i32 %12
// CHECK-EMPTY:
// CHECK-NEXT: 13:                                               ; preds = %8
// CHECK-NEXT:   %14 = phi i32 [ %2, %8 ]
// CHECK-NEXT:   br label %11
