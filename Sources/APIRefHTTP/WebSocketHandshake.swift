/// The server's half of a WebSocket opening handshake (RFC 6455) and the frames it sends.
public enum WebSocketHandshake {
    private static let guid = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11"

    /// Whether the head asks to open a WebSocket: GET, `Upgrade: websocket`,
    /// `Connection: upgrade`, version 13 and a key of 16 bytes in base64.
    public static func isUpgrade(_ head: RequestHead) -> Bool {
        guard head.method == "GET", head.minorVersion == 1, head.lists("websocket", in: "upgrade"),
            head.lists("upgrade", in: "connection"), head.value(of: "sec-websocket-version") == "13",
            let key = head.value(of: "sec-websocket-key")
        else { return false }
        return key.utf8.count == 24 && key.hasSuffix("==")
    }

    /// `Sec-WebSocket-Accept` for a `Sec-WebSocket-Key`.
    public static func accept(key: String) -> String {
        Base64.encode(SHA1.hash(Array((key + guid).utf8)))
    }

    /// A text message, as a server sends it (one frame, unmasked).
    public static func textFrame(_ text: String) -> [UInt8] {
        frame(opcode: 0x1, payload: Array(text.utf8))
    }

    /// A close frame without a status.
    public static let closeFrame: [UInt8] = [0x88, 0x00]

    private static func frame(opcode: UInt8, payload: [UInt8]) -> [UInt8] {
        var frame: [UInt8] = [0x80 | opcode]
        switch payload.count {
        case ..<126: frame.append(UInt8(payload.count))
        case ..<65536: frame += [126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        default: frame += [127] + (0..<8).reversed().map { UInt8((UInt64(payload.count) >> (8 * UInt64($0))) & 0xFF) }
        }
        return frame + payload
    }
}

/// Base64 with padding (RFC 4648), for the handshake's accept value.
enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    static func encode(_ bytes: [UInt8]) -> String {
        var output: [UInt8] = []
        for chunk in stride(from: 0, to: bytes.count, by: 3) {
            let group = bytes[chunk..<min(chunk + 3, bytes.count)]
            let value = group.enumerated().reduce(UInt32(0)) { $0 | UInt32($1.element) << (16 - 8 * UInt32($1.offset)) }
            for index in 0..<4 {
                output.append(index <= group.count ? alphabet[Int((value >> (18 - 6 * UInt32(index))) & 0x3F)] : UInt8(ascii: "="))
            }
        }
        return String(decoding: output, as: UTF8.self)
    }
}

/// SHA-1 (FIPS 180-4), which the WebSocket handshake requires; used for nothing else.
enum SHA1 {
    static func hash(_ message: [UInt8]) -> [UInt8] {
        var state: [UInt32] = [0x6745_2301, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476, 0xC3D2_E1F0]
        var padded = message + [0x80]
        while padded.count % 64 != 56 { padded.append(0) }
        padded += (0..<8).reversed().map { UInt8(((UInt64(message.count) * 8) >> (8 * UInt64($0))) & 0xFF) }
        for block in stride(from: 0, to: padded.count, by: 64) {
            var words = (0..<16).map { index in
                (0..<4).reduce(UInt32(0)) { $0 << 8 | UInt32(padded[block + 4 * index + $1]) }
            }
            for index in 16..<80 {
                let mixed = words[index - 3] ^ words[index - 8] ^ words[index - 14] ^ words[index - 16]
                words.append(mixed << 1 | mixed >> 31)
            }
            var (a, b, c, d, e) = (state[0], state[1], state[2], state[3], state[4])
            for index in 0..<80 {
                let (f, k): (UInt32, UInt32) =
                    switch index {
                    case ..<20: ((b & c) | (~b & d), 0x5A82_7999)
                    case ..<40: (b ^ c ^ d, 0x6ED9_EBA1)
                    case ..<60: ((b & c) | (b & d) | (c & d), 0x8F1B_BCDC)
                    default: (b ^ c ^ d, 0xCA62_C1D6)
                    }
                let temporary = (a << 5 | a >> 27) &+ f &+ e &+ k &+ words[index]
                (e, d, c, b, a) = (d, c, b << 30 | b >> 2, a, temporary)
            }
            state = [state[0] &+ a, state[1] &+ b, state[2] &+ c, state[3] &+ d, state[4] &+ e]
        }
        return state.flatMap { word in (0..<4).reversed().map { UInt8((word >> (8 * UInt32($0))) & 0xFF) } }
    }
}
