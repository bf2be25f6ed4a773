/// The test Swift package's module: one of every kind a Swift library declares, for
/// `SwiftPackageImportTests` (the graph beside it is made from it by `make-swift-graph`).

/// A type alias at the top level.
public typealias Score = Int

/// A global variable and a global constant.
public var verboseOutput = false
public let defaultLimit = 10

/// A global generic function with a constrained parameter.
public func clamp<T: Comparable>(_ value: T, to range: ClosedRange<T>) -> T {
    min(max(value, range.lowerBound), range.upperBound)
}

/// A protocol with an associated type, requirements and default implementations.
public protocol Container {
    associatedtype Item: Equatable
    var count: Int { get }
    init()
    func item(at index: Int) -> Item
    subscript(position: Int) -> Item { get }
    static func empty() -> Self
    func includes(_ item: Item) -> Bool
}

extension Container {
    /// The default implementation of a requirement.
    public func includes(_ item: Item) -> Bool {
        (0..<count).contains { self.item(at: $0) == item }
    }

    /// An extension method that is no requirement.
    public var isEmpty: Bool { count == 0 }
}

/// A generic struct with a constrained parameter, a nested type alias, initializers,
/// a subscript, type members, an operator and an overload.
public struct Stack<Element: Equatable>: Container {
    public typealias Item = Element
    private var elements: [Element] = []
    public init() {}
    public init(_ elements: [Element]) { self.elements = elements }
    /// An overload: one Swift name, `init(_:)`, for two declarations.
    public init(_ element: Element) { self.elements = [element] }
    public var count: Int { elements.count }
    public func item(at index: Int) -> Element { elements[index] }
    public subscript(position: Int) -> Element { elements[position] }
    public static func empty() -> Stack { Stack() }
    public static var maximumDepth: Int { 64 }
    public mutating func push(_ element: Element) { elements.append(element) }
    public mutating func pop() -> Element? { elements.popLast() }
    public static func + (lhs: Stack, rhs: Stack) -> Stack { Stack(lhs.elements + rhs.elements) }
}

/// An enum with associated values and a raw-value-free case.
public enum Outcome<Value> {
    case success(Value)
    case failure(message: String, code: Int)
    case pending
    public var isFinished: Bool {
        if case .pending = self { return false }
        return true
    }
}

/// A class and its subclass.
open class Counter {
    public private(set) var value = 0
    public init(startingAt value: Int) { self.value = value }
    open func increment(by amount: Int = 1) { value += amount }
    public class func makeDefault() -> Counter { Counter(startingAt: 0) }
}

public final class LimitedCounter: Counter {
    public let limit: Int
    public init(startingAt value: Int, limit: Int) {
        self.limit = limit
        super.init(startingAt: value)
    }
    public override func increment(by amount: Int = 1) {
        if value + amount <= limit { super.increment(by: amount) }
    }
}

/// An actor.
public actor Ledger {
    public private(set) var entries: [String] = []
    public init() {}
    public func record(_ entry: String, at time: Double) { entries.append(entry) }
}

/// A nested type.
extension Outcome {
    public struct Report: Sendable {
        public var summary: String
        public init(summary: String) { self.summary = summary }
    }
}

/// Extensions of another module's types.
extension String {
    public var shouted: String { uppercased() }
    public func repeated(times count: Int) -> String { String(repeating: self, count: count) }
}

extension Array: Container where Element: Equatable {
    public typealias Item = Element
    public func item(at index: Int) -> Element { self[index] }
    public subscript(position position: Int) -> Element { self[position] }
    public static func empty() -> Array { [] }
}
