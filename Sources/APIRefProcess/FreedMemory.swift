import Foundation

/// Hands the memory the allocator keeps for reuse back to the system, after a phase that
/// freed most of what it made (an index build from nothing, before the site is rendered
/// from the index). The engine allocates with jemalloc, which keeps freed pages for ten
/// seconds in case they are wanted again; the site's allocations, of other sizes, did not
/// reuse most of the index build's, and a 10,000-class build from nothing peaked about
/// 20 MB above one whose index was already built. Found by name, so that a process
/// without jemalloc (the tests, the front) does nothing.
public enum FreedMemory {
    private typealias Mallctl =
        @convention(c) (
            UnsafePointer<CChar>?, UnsafeMutableRawPointer?, UnsafeMutablePointer<Int>?,
            UnsafeMutableRawPointer?, Int
        ) -> Int32

    /// jemalloc's `mallctl`, when the process allocates with jemalloc.
    private static let mallctl: Mallctl? = {
        guard let process = dlopen(nil, RTLD_NOW), let symbol = dlsym(process, "mallctl") else { return nil }
        return unsafeBitCast(symbol, to: Mallctl.self)
    }()

    /// Returns the pages of every arena that hold nothing (`arena.<MALLCTL_ARENAS_ALL>.purge`).
    public static func returnToTheSystem() {
        _ = mallctl?("arena.4096.purge", nil, nil, nil, 0)
    }
}
