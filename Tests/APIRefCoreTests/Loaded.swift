/// A fixture a suite loads once and its tests share. A failure to load is thrown to every
/// test that reads the fixture, which fails with the error; a `try!` in a static property
/// would end the whole test run instead.
struct Loaded<Value: Sendable>: Sendable {
    private let result: Result<Value, any Error>

    init(_ load: () throws -> Value) {
        result = Result(catching: load)
    }

    /// The fixture, or the error that loading it threw.
    var value: Value {
        get throws { try result.get() }
    }
}
