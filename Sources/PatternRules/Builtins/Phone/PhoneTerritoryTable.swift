import Synchronization

/// Every territory compiled for one engine, each on first use, and found without a lock or a hash: by
/// its index, or by its calling code read as a number. The matcher of numbers in text looks territories
/// up several times per number (the calling code's main territory, then each territory sharing the code),
/// so it holds the table of its engine and reads it directly.
///
/// Two threads that reach an uncompiled territory at once may both compile it; the first stored is the
/// one every later look-up gets.
final class PhoneTerritoryTable: Sendable {
    let engine: Engine?
    /// One slot per territory of ``PhoneMetadata/territories``, by index: 0, or the address of its
    /// matcher, which the table holds a reference to until it goes. An address rather than a reference
    /// type: `AtomicLazyReference` is generic, and its look-up fetched its type's metadata on every call.
    private nonisolated(unsafe) let slots: UnsafeMutablePointer<Atomic<UInt>>
    /// The territories of each calling code (`byCode[44]`), main one first; empty for a number that is
    /// no calling code.
    private let byCode: [[PhoneTerritory]]

    init(engine: Engine?) {
        self.engine = engine
        let territories = PhoneMetadata.territories
        slots = .allocate(capacity: territories.count)
        for index in territories.indices { (slots + index).initialize(to: Atomic(0)) }
        var byCode = [[PhoneTerritory]](repeating: [], count: 1000)
        for (code, territories) in PhoneMetadata.byCallingCode {
            guard let number = Self.number(code) else { continue }
            byCode[number] = territories
        }
        self.byCode = byCode
    }

    deinit {
        for index in PhoneMetadata.territories.indices {
            let address = slots[index].load(ordering: .acquiring)
            if let pointer = UnsafeRawPointer(bitPattern: address) {
                Unmanaged<PhoneTerritoryMatcher>.fromOpaque(pointer).release()
            }
        }
        slots.deinitialize(count: PhoneMetadata.territories.count)
        slots.deallocate()
    }

    /// `territory` compiled for ``engine``.
    func matcher(for territory: PhoneTerritory) -> PhoneTerritoryMatcher {
        let slot = slots + territory.index
        if let pointer = UnsafeRawPointer(bitPattern: slot.pointee.load(ordering: .acquiring)) {
            return Unmanaged<PhoneTerritoryMatcher>.fromOpaque(pointer).takeUnretainedValue()
        }
        let made = Unmanaged.passRetained(PhoneTerritoryMatcher(territory, engine: engine))
        let address = UInt(bitPattern: made.toOpaque())
        let (stored, current) = slot.pointee.compareExchange(
            expected: 0, desired: address, ordering: .acquiringAndReleasing)
        if stored { return made.takeUnretainedValue() }
        // Another thread stored its matcher first: that one is everyone's.
        made.release()
        return Unmanaged<PhoneTerritoryMatcher>.fromOpaque(UnsafeRawPointer(bitPattern: current)!)
            .takeUnretainedValue()
    }

    /// The territories sharing calling code `code` (ASCII digits), main one first; empty for one that
    /// is not a calling code.
    func territories(forCallingCode code: String) -> [PhoneTerritory] {
        Self.number(code).map { byCode[$0] } ?? []
    }

    /// The main territory of `code`, compiled: the national prefix rules libphonenumber reads for it.
    func mainMatcher(forCallingCode code: String) -> PhoneTerritoryMatcher? {
        territories(forCallingCode: code).first.map(matcher(for:))
    }

    /// A calling code of one to three ASCII digits as a number; `nil` for anything else.
    private static func number(_ code: String) -> Int? {
        var value = 0
        var count = 0
        for byte in code.utf8 {
            guard (0x30...0x39).contains(byte), count < 3 else { return nil }
            value = value * 10 + Int(byte - 0x30)
            count += 1
        }
        return count == 0 ? nil : value
    }
}
