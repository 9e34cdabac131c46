@g = global i64 ptrtoint (i32 1 to i64)
