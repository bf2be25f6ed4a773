import APIRefHTTP
import FuzzSupport

/// Any bytes as what a client sends the preview server: read whole, and read again in
/// pieces cut where the input's first byte says; both must come to the same outcomes (the
/// reader's answer cannot depend on how the network split the bytes). Small limits, so
/// that refusals at the limits are reached too.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let limits = RequestLimits(requestLine: 256, headerSection: 1024, fieldCount: 16)
    let whole = outcomes(of: [bytes[...]], limits: limits)
    let step = max(1, Int(bytes.first ?? 1) % 17)
    let pieces = stride(from: 0, to: bytes.count, by: step).map { bytes[$0..<min($0 + step, bytes.count)] }
    guard outcomes(of: pieces, limits: limits) == whole else { fatalError("pieces of \(step) bytes read differently") }
    for case .head(let head) in whole {
        _ = RequestTarget.decodedPath(head.target)
        _ = WebSocketHandshake.isUpgrade(head)
        _ = head.keepsAlive
        _ = head.hasBody
    }
    _ = RequestHead.parse(bytes[...], limits: limits)
    return 0
}

/// Every outcome until the bytes run out or a request is refused.
func outcomes(of pieces: [ArraySlice<UInt8>], limits: RequestLimits) -> [RequestHeadReader.Outcome] {
    var reader = RequestHeadReader(limits: limits)
    var found: [RequestHeadReader.Outcome] = []
    for piece in pieces {
        var outcome = reader.append(piece)
        while outcome != .incomplete {
            found.append(outcome)
            if case .refused = outcome { return found }
            outcome = reader.append(EmptyCollection())
        }
    }
    return found
}

@_cdecl("fuzz_request_parsing_main")
public func main(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    FuzzSupport.runDriver(argc, argv, fuzz)
}
