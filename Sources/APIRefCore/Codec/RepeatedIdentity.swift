/// What the symbols of a run of rows, decoded in file order, repeat of each other: the
/// file, framework, container, parent and availability list of a page's members are
/// nearly always their neighbour's. Read through these caches (`RepeatCache`), the
/// repeats share one storage and are not decoded again: at 10,000 classes that is most of
/// the strings and arrays of every identity a site build or an index update reads.
public struct RepeatedIdentity {
    var path: RepeatCache<String>
    var framework: RepeatCache<String?>
    var container: RepeatCache<String?>
    var parentID: RepeatCache<String?>
    var swiftContainer: RepeatCache<String?>
    /// A few releases serve every symbol, so a handful of lists cover a whole library.
    var availability: RepeatCache<[PlatformAvailability]>

    /// Caches for decoding a run of neighbouring symbols.
    public init() {
        self.init(capacity: 2, availabilities: 8)
    }

    /// No caching, for a symbol read on its own.
    public static var none: RepeatedIdentity { RepeatedIdentity(capacity: 0, availabilities: 0) }

    private init(capacity: Int, availabilities: Int) {
        path = RepeatCache(capacity: capacity)
        framework = RepeatCache(capacity: capacity)
        container = RepeatCache(capacity: capacity)
        parentID = RepeatCache(capacity: capacity)
        swiftContainer = RepeatCache(capacity: capacity)
        availability = RepeatCache(capacity: availabilities)
    }
}
