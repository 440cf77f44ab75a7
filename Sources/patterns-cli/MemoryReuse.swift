#if canImport(Glibc)
    import CMallocOptions
    import Glibc

    /// Has glibc keep the blocks the bulk paths free for the next round instead of handing them back.
    ///
    /// Each round of `validate` allocates its chunks' output (hundreds of KiB each) and frees it once
    /// written. By default glibc serves blocks of that size with `mmap` and trims the top of each heap
    /// as soon as it is free, so every round faults the same pages in again, zeroed by the kernel:
    /// thousands of page faults per file, more with every job. A fixed threshold of 32 MiB for `mmap`
    /// and 256 MiB for trimming keeps them in the heap, where the next round reuses them; the peak
    /// resident set stays what the live blocks need. Set here, in the process's entry, so that a
    /// program embedding the library keeps its own allocator settings.
    func keepFreedMemoryForReuse() {
        _ = mallopt(M_MMAP_THRESHOLD, 32 << 20)
        _ = mallopt(M_TRIM_THRESHOLD, 256 << 20)
    }
#else
    /// Other C libraries keep their own policy.
    func keepFreedMemoryForReuse() {}
#endif
