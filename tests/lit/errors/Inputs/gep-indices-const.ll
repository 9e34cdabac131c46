%S = type { i32, [4 x double] }
@g = global ptr getelementptr (%S, ptr null, i64 0, i32 0, i64 1)
