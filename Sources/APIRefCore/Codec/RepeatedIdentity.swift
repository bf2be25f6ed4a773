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
    /// The last place box made, which the next symbol takes when it sits in the same place.
    private var lastPlace: SymbolPlace?
    private let sharesPlaces: Bool

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
        sharesPlaces = capacity > 0
    }

    /// The last symbol's place box when it holds these facts, else a new one.
    mutating func place(path: String, framework: String?, container: String?, parentID: String?, swiftContainer: String?) -> SymbolPlace {
        if let lastPlace, lastPlace.path == path, lastPlace.framework == framework, lastPlace.container == container,
            lastPlace.parentID == parentID, lastPlace.swiftContainer == swiftContainer
        {
            return lastPlace
        }
        let place = SymbolPlace(path: path, framework: framework, container: container, parentID: parentID, swiftContainer: swiftContainer)
        if sharesPlaces { lastPlace = place }
        return place
    }
}
