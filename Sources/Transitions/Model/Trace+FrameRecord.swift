extension Trace {
  /// One frame as the trace file format writes it.
  struct FrameRecord: Codable {
    var t: Double
    var tau: Double?
    var completion: Double?
    var isScript: Bool
    var phases: [[Double]]?
    var views: [[Double?]]

    enum CodingKeys: String, CodingKey { case t, tau, completion, phases, views }

    init(t: Double, tau: Double?, completion: Double? = nil, isScript: Bool, phases: [[Double]]?, views: [[Double?]]) {
      (self.t, self.tau, self.completion, self.isScript, self.phases, self.views) =
        (t, tau, completion, isScript, phases, views)
    }

    init(from decoder: any Decoder) throws {
      let c = try decoder.container(keyedBy: CodingKeys.self)
      t = try c.decode(Double.self, forKey: .t)
      isScript = c.contains(.tau)
      tau = try c.decodeIfPresent(Double.self, forKey: .tau)
      completion = try c.decodeIfPresent(Double.self, forKey: .completion)
      phases = try c.decodeIfPresent([[Double]].self, forKey: .phases)
      views = try c.decode([[Double?]].self, forKey: .views)
    }

    /// `tau` and `completion` only in a script's trace (null where undefined: τ during a
    /// hand-written restart, the completion's progress while interactive).
    func encode(to encoder: any Encoder) throws {
      var c = encoder.container(keyedBy: CodingKeys.self)
      try c.encode(t, forKey: .t)
      if isScript {
        try c.encode(tau, forKey: .tau)
        try c.encode(completion, forKey: .completion)
      }
      try c.encode(phases, forKey: .phases)
      try c.encode(views, forKey: .views)
    }
  }
}
