define ptr @f(i64 %n) {
  %1 = alloca inalloca i32, i64 %n
  ret ptr %1
}
